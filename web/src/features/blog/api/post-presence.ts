import type { PostEditorPresence } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `PUT /posts/{id}/presence` → the other editors who have the post open (the caller is marked as one). */
export async function announcePostPresence(id: string): Promise<PostEditorPresence[]> {
  const answer = await apiClient.request('PUT /posts/{id}/presence', { params: { id }, background: true });
  return answer.editors;
}

/** `DELETE /posts/{id}/presence` → 204, when the editor leaves the post. */
export async function leavePostPresence(id: string): Promise<void> {
  await apiClient.request('DELETE /posts/{id}/presence', { params: { id }, background: true, keepalive: true });
}
