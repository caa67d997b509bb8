import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { fetchPublishedPosts } from './public-post-pages';

function publishedPostsKey(cursor: string | null) {
  return [apiPath('GET /posts/published'), cursor ?? ''] as const;
}

export function usePublishedPostsPage(cursor: string | null) {
  return useSWR(publishedPostsKey(cursor), ([, pageCursor]) => fetchPublishedPosts(pageCursor || null));
}
