import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { createMarkdown } from './create-markdown';

export const group = createEndpointGroup('content', { 'POST /content/files': createMarkdown }, { authenticate });

export const handler = group.handler;
