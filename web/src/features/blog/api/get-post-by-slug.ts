import type { Post } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export function postBySlugKey(slug: string): string {
  return apiPath('GET /posts/slug/{slug}', { slug });
}

/** `GET /posts/slug/{slug}` → the post with its markdown body; 404 `Post not found` (drafts too, for visitors). */
function fetchPostBySlug(slug: string): Promise<Post> {
  return apiClient.request('GET /posts/slug/{slug}', { params: { slug } });
}

export function usePostBySlug(slug: string | undefined) {
  return useSWR(slug ? postBySlugKey(slug) : null, () => fetchPostBySlug(slug ?? ''), { revalidateOnFocus: false });
}
