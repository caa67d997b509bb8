import type { Post } from '../../../../../shared/blog';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

export function postBySlugKey(slug: string): string {
  return apiPath('GET /posts/slug/{slug}', { slug });
}

/** `GET /posts/slug/{slug}` → the post with its markdown body; 404 `Post not found` (drafts too, for visitors). */
export function fetchPostBySlug(slug: string): Promise<Post> {
  return apiClient.request<Post>('GET /posts/slug/{slug}', { params: { slug } });
}

export function usePostBySlug(slug: string | undefined) {
  return useSWR(slug ? postBySlugKey(slug) : null, () => fetchPostBySlug(slug ?? ''), { revalidateOnFocus: false });
}
