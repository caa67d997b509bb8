import type { BulkPostStatus, BulkStatusResult } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /posts/bulk-status` (Editor, Admin) → 200 with the posts changed and, per post, why one was not. */
export function setPostsStatus(ids: readonly string[], status: BulkPostStatus): Promise<BulkStatusResult> {
  return apiClient.request('POST /posts/bulk-status', { body: { ids, status } });
}
