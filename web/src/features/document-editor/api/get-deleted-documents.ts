import type { CollectionId, DeletedDocument } from '#shared/content.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** `GET /content/files/deleted?collection=…` (editors) → the collection's deleted documents, newest deletion first. */
export async function fetchDeletedDocuments(collection: CollectionId): Promise<DeletedDocument[]> {
  const answer = await apiClient.request('GET /content/files/deleted', {
    query: { collection },
  });
  return answer.documents;
}

/** The deleted documents of `collection` (fetched in the browser only: the list is for editors). */
export function useDeletedDocuments(collection: CollectionId) {
  return useSWR(
    [apiPath('GET /content/files/deleted'), collection] as const,
    ([, chosen]) => fetchDeletedDocuments(chosen),
    { revalidateOnFocus: false, prerender: false },
  );
}
