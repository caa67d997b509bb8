import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { createMarkdown } from './create-markdown';
import { type ContentChangedEvent, isContentChangedEvent, onContentChanged } from './on-content-changed';

export const group = createEndpointGroup('content', { 'POST /content/files': createMarkdown }, { authenticate });

/**
 * One function for the group's API route and for the content bucket's "object created/deleted"
 * events (EventBridge), which rebuild the collection's index.
 */
export function handler(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2>;
export function handler(event: ContentChangedEvent, context: Context): Promise<unknown>;
export function handler(event: APIGatewayProxyEventV2 | ContentChangedEvent, context: Context): Promise<unknown> {
  return isContentChangedEvent(event) ? onContentChanged(event) : group.handler(event, context);
}
