import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { documentRoute } from './document-routes';
import type { DocumentAddress } from './get-document-file';

/** One stored version of a document. */
export interface DocumentVersion {
  versionId: string;
  lastModified: string;
  /** In bytes. */
  size: number;
  /** The editor's display name; null for a version that came from the repository's content. */
  editedBy: string | null;
}

/** `GET /content/files/versions?collection=…&path=…` (editors) → the versions, newest first. */
export async function fetchDocumentVersions({ collection, path }: DocumentAddress): Promise<DocumentVersion[]> {
  const answer = await apiClient.request<{ versions: DocumentVersion[] }>(
    documentRoute('GET /content/files/versions'),
    { query: { collection, path } },
  );
  return answer.versions;
}

export function useDocumentVersions(address: DocumentAddress) {
  return useSWR(
    [apiPath(documentRoute('GET /content/files/versions')), address.collection, address.path] as const,
    ([, collection, path]) => fetchDocumentVersions({ collection, path }),
    { revalidateOnFocus: false, prerender: false },
  );
}
