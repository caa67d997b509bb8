import type { Term, TermKind } from '#shared/blog.ts';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { fetchAllPages } from './fetch-all-pages';

export function allTermsKey(kind: TermKind) {
  return [apiPath(TERM_KINDS_TEXT[kind].routes.list), 'all'] as const;
}

/** `GET /topics`, `/tags` or `/categories`, every page → all of that kind (topics also carry `parentTopicId`). */
function fetchAllTerms(kind: TermKind): Promise<Term[]> {
  return fetchAllPages((query) => apiClient.request(TERM_KINDS_TEXT[kind].routes.list, { query }));
}

export function useAllTerms(kind: TermKind) {
  return useSWR(allTermsKey(kind), () => fetchAllTerms(kind), { revalidateOnFocus: false });
}

function publishedTermsKey(kind: TermKind) {
  return [apiPath(TERM_KINDS_TEXT[kind].routes.list), 'published'] as const;
}

/** `GET /topics?published=true` (or tags, categories), every page → those with a published post, with their number. */
function fetchPublishedTerms(kind: TermKind): Promise<Term[]> {
  return fetchAllPages((query) =>
    apiClient.request(TERM_KINDS_TEXT[kind].routes.list, { query: { ...query, published: 'true' } }),
  );
}

/** The public index of a kind of term (`/topics`): the ones a reader can open, each with its published posts. */
export function usePublishedTerms(kind: TermKind) {
  return useSWR(publishedTermsKey(kind), () => fetchPublishedTerms(kind), { revalidateOnFocus: false });
}
