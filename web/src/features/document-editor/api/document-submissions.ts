import type { DocumentSubmission } from '#shared/content.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** A page of the documents waiting for review (editors), oldest first; read in the browser only. */
export function usePendingDocuments(cursor: string | null) {
  return useSWR(
    [apiPath('GET /content/files/pending'), cursor] as const,
    ([, from]) => apiClient.request('GET /content/files/pending', { query: from ? { cursor: from } : {} }),
    { revalidateOnFocus: false, prerender: false },
  );
}

/** `POST /content/files/review` (editors): approve (publish) or reject a submitted document. */
export function reviewDocument(review: RouteBody<'POST /content/files/review'>): Promise<DocumentSubmission> {
  return apiClient.request('POST /content/files/review', { body: review });
}
