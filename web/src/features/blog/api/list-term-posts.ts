import type { Page } from '#shared/accounts.ts';
import type { PostCard, Term } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { POSTS_PAGE_SIZE } from './list-published-posts';

/** The kinds of term with a public page of their posts (`/topics/{slug}`, `/tags/{slug}`). */
export type PublicTermKind = 'topic' | 'tag';

const BY_SLUG = { topic: 'GET /topics/slug/{slug}', tag: 'GET /tags/slug/{slug}' } as const;
const POSTS_OF = { topic: 'GET /posts/topic/{topicId}', tag: 'GET /posts/tag/{tagId}' } as const;
const TERM_PARAM = { topic: 'topicId', tag: 'tagId' } as const;

export function termBySlugKey(kind: PublicTermKind, slug: string): string {
  return apiPath(BY_SLUG[kind], { slug });
}

/** `GET /topics/slug/{slug}` (or tags) → the term; 404 when there is none. */
export function fetchTermBySlug(kind: PublicTermKind, slug: string): Promise<Term> {
  return apiClient.request<Term>(BY_SLUG[kind], { params: { slug } });
}

export function useTermBySlug(kind: PublicTermKind, slug: string) {
  return useSWR(termBySlugKey(kind, slug), () => fetchTermBySlug(kind, slug), { revalidateOnFocus: false });
}

export function termPostsKey(kind: PublicTermKind, termId: string, cursor: string | null) {
  return [apiPath(POSTS_OF[kind], { [TERM_PARAM[kind]]: termId }), cursor ?? ''] as const;
}

/** `GET /posts/topic/{topicId}?limit=&cursor=` (or tag) → the published posts filed there, newest first. */
export function fetchTermPosts(kind: PublicTermKind, termId: string, cursor: string | null): Promise<Page<PostCard>> {
  return apiClient.request<Page<PostCard>>(POSTS_OF[kind], {
    params: { [TERM_PARAM[kind]]: termId },
    query: { limit: POSTS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

export function useTermPostsPage(kind: PublicTermKind, termId: string | undefined, cursor: string | null) {
  return useSWR(termId ? termPostsKey(kind, termId, cursor) : null, () => fetchTermPosts(kind, termId ?? '', cursor));
}
