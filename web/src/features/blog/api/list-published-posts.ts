import type { Page } from '#shared/accounts.ts';
import type { PostSummary } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export const POSTS_PAGE_SIZE = 10;

export function publishedPostsKey(cursor: string | null) {
  return [apiPath('GET /posts/published'), cursor ?? ''] as const;
}

/** `GET /posts/published?limit=&cursor=` → published posts, newest first; the answer's cursor gives the next page. */
export function fetchPublishedPosts(cursor: string | null, limit = POSTS_PAGE_SIZE): Promise<Page<PostSummary>> {
  return apiClient.request<Page<PostSummary>>('GET /posts/published', {
    query: { limit, cursor: cursor ?? undefined },
  });
}

export function usePublishedPostsPage(cursor: string | null) {
  return useSWR(publishedPostsKey(cursor), ([, pageCursor]) => fetchPublishedPosts(pageCursor || null));
}
