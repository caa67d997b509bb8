import { filenameFromContentDisposition } from '#web/features/account/lib/data-export.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

export interface AccountDataExport {
  filename: string;
  data: unknown;
}

/**
 * `GET /auth/export` → 200 with the user's own data as JSON, sent as an attachment whose file name
 * is in Content-Disposition (a fallback name when the header cannot be read).
 */
export async function exportAccountData(): Promise<AccountDataExport> {
  const answer = await apiClient.send('GET /auth/export');
  return { filename: filenameFromContentDisposition(answer.headers.get('Content-Disposition')), data: answer.body };
}
