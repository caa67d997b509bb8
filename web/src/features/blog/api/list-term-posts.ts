import type { Term } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { fetchTermPosts, type PublicTermKind, TERM_POSTS_PARAM, TERM_POSTS_ROUTE } from './public-post-pages';

const BY_SLUG = {
  topic: 'GET /topics/slug/{slug}',
  tag: 'GET /tags/slug/{slug}',
  category: 'GET /categories/slug/{slug}',
} as const;

function termBySlugKey(kind: PublicTermKind, slug: string): string {
  return apiPath(BY_SLUG[kind], { slug });
}

/** `GET /topics/slug/{slug}` (or tags, categories) → the term; 404 when there is none. */
function fetchTermBySlug(kind: PublicTermKind, slug: string): Promise<Term> {
  return apiClient.request(BY_SLUG[kind], { params: { slug } });
}

export function useTermBySlug(kind: PublicTermKind, slug: string) {
  return useSWR(termBySlugKey(kind, slug), () => fetchTermBySlug(kind, slug), { revalidateOnFocus: false });
}

function termPostsKey(kind: PublicTermKind, termId: string, cursor: string | null) {
  return [apiPath(TERM_POSTS_ROUTE[kind], { [TERM_POSTS_PARAM[kind]]: termId }), cursor ?? ''] as const;
}

export function useTermPostsPage(kind: PublicTermKind, termId: string | undefined, cursor: string | null) {
  return useSWR(termId ? termPostsKey(kind, termId, cursor) : null, () => fetchTermPosts(kind, termId ?? '', cursor));
}
