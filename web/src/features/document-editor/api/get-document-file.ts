import { mutate } from 'swr';
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
  return apiClient.request('GET /content/files', {
    query: { collection, path, versionId },
  });
}

const documentKey = ({ collection, path }: DocumentAddress, versionId?: string) =>
  [apiPath('GET /content/files'), collection, path, versionId ?? ''] as const;

/** The document as editors read it; never from a pre-rendered page (editors' screens are not). */
export function useDocumentFile(address: DocumentAddress | undefined, versionId?: string) {
  const key = address ? documentKey(address, versionId) : null;
  return useSWR(
    key,
    ([, collection, path, version]) => fetchDocumentFile({ collection, path }, version === '' ? undefined : version),
    { revalidateOnFocus: false, prerender: false },
  );
}

/**
 * After a save, the cached current version is the saved one: a screen opened next (the history)
 * compares with it rather than with the version the editor was opened from, which SWR would
 * otherwise keep for a moment without asking again.
 */
export function cacheCurrentDocument(document: ContentDocument): Promise<unknown> {
  return mutate(documentKey(document), document, { revalidate: false });
}
