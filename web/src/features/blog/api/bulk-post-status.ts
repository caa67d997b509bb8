import type { PostStatus } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** The statuses a bulk change sets: publish now, or back to draft. */
export type BulkPostStatus = Extract<PostStatus, 'published' | 'draft'>;

export interface BulkStatusResult {
  updated: string[];
  failed: { id: string; message: string }[];
}

/** `POST /posts/bulk-status` (Editor, Admin) → 200 with the posts changed and, per post, why one was not. */
export function setPostsStatus(ids: readonly string[], status: BulkPostStatus): Promise<BulkStatusResult> {
  return apiClient.request<BulkStatusResult>('POST /posts/bulk-status', { body: { ids, status } });
}
