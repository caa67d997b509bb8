import type { Page } from '#shared/accounts.ts';
import type { PostCard, PostSummary } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * The pages of the public post lists (`/posts`, a topic's, a tag's), framework-free: the app's
 * hooks read them, and so does the "Load more" island of their pre-rendered pages.
 */
const POSTS_PAGE_SIZE = 10;

/** The kinds of term with a public page of their posts (`/topics/{slug}`, `/tags/{slug}`, `/categories/{slug}`). */
export type PublicTermKind = 'topic' | 'tag' | 'category';

export const TERM_POSTS_ROUTE = {
  topic: 'GET /posts/topic/{topicId}',
  tag: 'GET /posts/tag/{tagId}',
  category: 'GET /posts/category/{categoryId}',
} as const;
export const TERM_POSTS_PARAM = { topic: 'topicId', tag: 'tagId', category: 'categoryId' } as const;

/** `GET /posts/published?limit=&cursor=` → published posts, newest first; the answer's cursor gives the next page. */
export function fetchPublishedPosts(cursor: string | null, limit = POSTS_PAGE_SIZE): Promise<Page<PostSummary>> {
  return apiClient.request('GET /posts/published', {
    query: { limit, cursor: cursor ?? undefined },
  });
}

/** `GET /posts/topic/{topicId}?limit=&cursor=` (or tag, category) → the published posts filed there, newest first. */
export function fetchTermPosts(kind: PublicTermKind, termId: string, cursor: string | null): Promise<Page<PostCard>> {
  const query = { limit: POSTS_PAGE_SIZE, cursor: cursor ?? undefined };
  if (kind === 'topic') return apiClient.request('GET /posts/topic/{topicId}', { params: { topicId: termId }, query });
  if (kind === 'tag') return apiClient.request('GET /posts/tag/{tagId}', { params: { tagId: termId }, query });
  return apiClient.request('GET /posts/category/{categoryId}', { params: { categoryId: termId }, query });
}
