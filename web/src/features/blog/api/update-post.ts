import type { Post } from '#shared/blog.ts';
import type { PostRequest } from '#web/features/blog/lib/post-request.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `PUT /posts/{id}` (Editor, Admin) with the whole post and its version → 200; 409 when saved in between. */
export function updatePost(id: string, input: PostRequest): Promise<Post> {
  return apiClient.request<Post>('PUT /posts/{id}', { params: { id }, body: input });
}
