import type { ContentVersion } from '#shared/content.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import type { DocumentAddress } from './get-document-file';

/** `GET /content/files/versions?collection=…&path=…` (editors) → the versions, newest first. */
export async function fetchDocumentVersions({ collection, path }: DocumentAddress): Promise<ContentVersion[]> {
  const answer = await apiClient.request<{ versions: ContentVersion[] }>('GET /content/files/versions', {
    query: { collection, path },
  });
  return answer.versions;
}

export function useDocumentVersions(address: DocumentAddress) {
  return useSWR(
    [apiPath('GET /content/files/versions'), address.collection, address.path] as const,
    ([, collection, path]) => fetchDocumentVersions({ collection, path }),
    { revalidateOnFocus: false, prerender: false },
  );
}
