import type { ContentDocumentSaved } from '#shared/content.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import type { DocumentAddress } from './get-document-file';

/** `POST /content/files/restore` (editors): the version becomes current again, as a new version. */
export function restoreDocumentVersion(
  { collection, path }: DocumentAddress,
  versionId: string,
): Promise<ContentDocumentSaved> {
  return apiClient.request('POST /content/files/restore', {
    body: { collection, path, versionId },
  });
}
