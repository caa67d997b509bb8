import type { Post } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /posts` (Editor, Admin; the caller is the author) → 201 with the post; a scheduled
 * post carries `publishAt`; 400 `Slug exists` or a field's error (`publishAt` not ahead). */
export function createPost(input: RouteBody<'POST /posts'>): Promise<Post> {
  return apiClient.request('POST /posts', { body: input });
}
