import type { Page } from '../../../../../shared/accounts';
import type { PostSummary } from '../../../../../shared/blog';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

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
