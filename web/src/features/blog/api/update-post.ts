import type { Post } from '#shared/blog.ts';
import type { PostInput } from '#shared/validation/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `PUT /posts/{id}` (Editor, Admin) with the whole post and its version → 200; 409 when saved in between. */
export function updatePost(id: string, input: PostInput): Promise<Post> {
  return apiClient.request('PUT /posts/{id}', { params: { id }, body: input });
}
