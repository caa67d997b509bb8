import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/**
 * A page of the documents the signed-in user created (`GET /content/files/mine`), newest first:
 * waiting for review, published or rejected. Read in the browser only.
 */
export function useMyDocuments(cursor: string | null) {
  return useSWR(
    [apiPath('GET /content/files/mine'), cursor] as const,
    ([, from]) => apiClient.request('GET /content/files/mine', { query: from ? { cursor: from } : {} }),
    { revalidateOnFocus: false, prerender: false },
  );
}
