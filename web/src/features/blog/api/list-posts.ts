import type { Page } from '#shared/accounts.ts';
import type { PostSummary } from '#shared/blog.ts';
import { type PostFilters, postsQueryOf } from '#web/features/blog/lib/post-filters.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export const EDITOR_POSTS_PAGE_SIZE = 20;

/**
 * `GET /posts?status=&topicId=&tagId=&categoryId=&authorId=&q=&sort=&limit=&cursor=` → one page of
 * posts of every status for editors (published posts only for anyone else).
 */
export function fetchPosts(
  filters: PostFilters,
  cursor: string | null,
  limit = EDITOR_POSTS_PAGE_SIZE,
): Promise<Page<PostSummary>> {
  return apiClient.request('GET /posts', { query: postsQueryOf(filters, cursor, limit) });
}

/**
 * Keyed by the query sent and the viewer: drafts read by an editor are not served from cache once
 * they signed out. Not pre-rendered: these pages are behind the editors' guard.
 */
export function usePostsPage(filters: PostFilters, cursor: string | null, viewerId: string, limit?: number) {
  const query = JSON.stringify(postsQueryOf(filters, cursor, limit ?? EDITOR_POSTS_PAGE_SIZE));
  return useSWR([apiPath('GET /posts'), query, viewerId], () => fetchPosts(filters, cursor, limit), {
    prerender: false,
    keepPreviousData: true,
  });
}
