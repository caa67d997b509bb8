import type { ApiDocument } from '#web/features/api-reference/lib/api-document.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** `GET /openapi.json` → 200 with the API's OpenAPI 3.1 document, generated from the route table. */
async function fetchApiDocument(): Promise<ApiDocument> {
  // The contract gives only the document's outline (its paths as unknown values); the page reads the
  // parts the generator writes (shared/contract/openapi-document.ts), whose shape ApiDocument describes.
  const document: unknown = await apiClient.request('GET /openapi.json');
  return document as ApiDocument;
}

export function useApiDocument() {
  return useSWR(apiPath('GET /openapi.json'), fetchApiDocument);
}
