import { mutate } from 'swr';
import type { ContentVersion } from '#shared/content.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import type { DocumentAddress } from './get-document-file';

/** `GET /content/files/versions?collection=…&path=…` (editors) → the versions, newest first. */
export async function fetchDocumentVersions({ collection, path }: DocumentAddress): Promise<ContentVersion[]> {
  const answer = await apiClient.request('GET /content/files/versions', {
    query: { collection, path },
  });
  return answer.versions;
}

const versionsKey = ({ collection, path }: DocumentAddress) =>
  [apiPath('GET /content/files/versions'), collection, path] as const;

export function useDocumentVersions(address: DocumentAddress) {
  return useSWR(versionsKey(address), ([, collection, path]) => fetchDocumentVersions({ collection, path }), {
    revalidateOnFocus: false,
    prerender: false,
  });
}

/** After a save: the versions are read again when next shown, the new one among them. */
export function refreshDocumentVersions(address: DocumentAddress): Promise<unknown> {
  return mutate(versionsKey(address));
}
