import { createEndpointGroup } from '../lib/http/endpoint-group';
import { sendContactMessage } from './send-contact-message';

export const group = createEndpointGroup('contact', {
  'POST /contact': sendContactMessage,
});

export const handler = group.handler;
