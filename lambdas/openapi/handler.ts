import { createEndpointGroup } from '../lib/http/endpoint-group';
import { getOpenApiDocument } from './get-open-api-document';

/** The API document, in a group of its own so its generator weighs on no other group's cold start. */
export const group = createEndpointGroup('openapi', {
  'GET /openapi.json': getOpenApiDocument,
});

export const handler = group.handler;
