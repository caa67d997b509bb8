import type { Term, TermKind } from '../../../../../shared/blog';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';
import { TERM_KINDS_TEXT } from '../lib/blog-kinds';
import { fetchAllPages } from './fetch-all-pages';

export function allTermsKey(kind: TermKind) {
  return [apiPath(TERM_KINDS_TEXT[kind].routes.list), 'all'] as const;
}

/** `GET /topics`, `/tags` or `/categories`, every page → all of that kind (topics also carry `parentTopicId`). */
export function fetchAllTerms(kind: TermKind): Promise<Term[]> {
  return fetchAllPages<Term>(TERM_KINDS_TEXT[kind].routes.list);
}

export function useAllTerms(kind: TermKind) {
  return useSWR(allTermsKey(kind), () => fetchAllTerms(kind), { revalidateOnFocus: false });
}
