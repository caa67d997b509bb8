import type { ApiDocument } from '#web/features/api-reference/lib/api-document.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** `GET /openapi.json` → 200 with the API's OpenAPI 3.1 document, generated from the route table. */
function fetchApiDocument(): Promise<ApiDocument> {
  return apiClient.request<ApiDocument>('GET /openapi.json');
}

export function useApiDocument() {
  return useSWR(apiPath('GET /openapi.json'), fetchApiDocument);
}
