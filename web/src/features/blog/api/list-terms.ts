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
