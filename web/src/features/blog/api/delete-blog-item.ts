import { DELETABLE_KINDS_TEXT, type DeletableKind } from '#web/features/blog/lib/blog-kinds.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `DELETE /{kind}/{id}` (Admin) → 204, a soft delete. 404 when gone; a topic with subtopics answers
 * 400 `This topic has subtopics and cannot be deleted…`.
 */
export async function deleteBlogItem(kind: DeletableKind, id: string): Promise<void> {
  await apiClient.request(DELETABLE_KINDS_TEXT[kind].remove, { params: { id } });
}
