import { apiClient } from '#web/shared/api/api-client.ts';
import type { DocumentAddress } from './get-document-file';

/** `DELETE /content/files?collection=…&path=…` (admins) → 204; the history stays, so a restore brings it back. */
export async function deleteDocument({ collection, path }: DocumentAddress): Promise<void> {
  await apiClient.request('DELETE /content/files', { query: { collection, path } });
}
