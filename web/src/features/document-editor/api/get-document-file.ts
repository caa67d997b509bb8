import type { CollectionId, ContentDocument } from '#shared/content.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** Which document: its collection and its path there without `.md`, as in the site's URLs. */
export interface DocumentAddress {
  collection: CollectionId;
  path: string;
}

/** `GET /content/files?collection=…&path=…[&versionId=…]` (editors) → that version, else the current one. */
export function fetchDocumentFile({ collection, path }: DocumentAddress, versionId?: string): Promise<ContentDocument> {
  return apiClient.request<ContentDocument>('GET /content/files', {
    query: { collection, path, versionId },
  });
}

/** The document as editors read it; never from a pre-rendered page (editors' screens are not). */
export function useDocumentFile(address: DocumentAddress | undefined, versionId?: string) {
  const key = address
    ? ([apiPath('GET /content/files'), address.collection, address.path, versionId ?? ''] as const)
    : null;
  return useSWR(
    key,
    ([, collection, path, version]) => fetchDocumentFile({ collection, path }, version === '' ? undefined : version),
    { revalidateOnFocus: false, prerender: false },
  );
}
