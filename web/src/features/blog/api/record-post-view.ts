import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /posts/{id}/view` → the post's new view count, counted atomically by the server. */
export function recordPostView(id: string): Promise<{ viewCount: number }> {
  return apiClient.request('POST /posts/{id}/view', { params: { id } });
}
