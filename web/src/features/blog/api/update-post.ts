import type { Post } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `PUT /posts/{id}` (Editor, Admin) with the whole post and its version → 200; 409 when saved in between. */
export function updatePost(id: string, input: RouteBody<'PUT /posts/{id}'>): Promise<Post> {
  return apiClient.request('PUT /posts/{id}', { params: { id }, body: input });
}
