import { apiClient } from '#web/shared/api/api-client.ts';
import { documentRoute } from './document-routes';
import type { DocumentAddress } from './get-document-file';
import type { SavedDocumentFile } from './save-document-file';

/** `POST /content/files/restore` (editors): the version becomes current again, as a new version. */
export function restoreDocumentVersion(
  { collection, path }: DocumentAddress,
  versionId: string,
): Promise<SavedDocumentFile> {
  return apiClient.request<SavedDocumentFile>(documentRoute('POST /content/files/restore'), {
    body: { collection, path, versionId },
  });
}
