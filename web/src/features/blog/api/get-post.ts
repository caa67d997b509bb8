import type { Post } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

function postKey(id: string): string {
  return apiPath('GET /posts/{id}', { id });
}

/** `GET /posts/{id}` → the post; editors and admins get drafts too, others 404 `Post not found`. */
function fetchPost(id: string): Promise<Post> {
  return apiClient.request('GET /posts/{id}', { params: { id } });
}

/** Keyed by viewer as well: a draft read by an editor is not served from cache after they sign out. */
export function usePost(id: string | undefined, viewerId: string | undefined) {
  return useSWR(id ? [postKey(id), viewerId ?? ''] : null, () => fetchPost(id ?? ''), { revalidateOnFocus: false });
}
