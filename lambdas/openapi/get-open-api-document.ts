import { buildOpenApiDocument } from '#shared/contract/openapi-document.ts';
import { config } from '../lib/config';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { json } from '../lib/http/response';

const OPENAPI_CACHE_SECONDS = 300;

let answer: ReturnType<typeof json> | undefined;

/** `GET /api/openapi.json`: the API document, generated on the first request of a cold start and kept. */
export const getOpenApiDocument: RouteHandler = async () => {
  answer ??= json(200, buildOpenApiDocument({ version: config.appVersion }), {
    'cache-control': `public, max-age=${OPENAPI_CACHE_SECONDS}`,
  });
  return { ...answer, headers: { ...answer.headers } };
};
