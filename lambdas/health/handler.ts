import { createEndpointGroup } from '../lib/http/endpoint-group';
import { checkHealth } from './check-health';

export const group = createEndpointGroup('health', {
  'GET /health': checkHealth,
});

export const handler = group.handler;
