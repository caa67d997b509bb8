import type { Term, TermKind } from '#shared/blog.ts';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

function termKey(kind: TermKind, id: string): string {
  return apiPath(TERM_KINDS_TEXT[kind].routes.get, { id });
}

/** `GET /topics/{id}` (or tags, categories) → the term; 404 `Topic not found` (`Tag not found`, …). */
function fetchTerm(kind: TermKind, id: string): Promise<Term> {
  return apiClient.request(TERM_KINDS_TEXT[kind].routes.get, { params: { id } });
}

export function useTerm(kind: TermKind, id: string | undefined) {
  return useSWR(id ? termKey(kind, id) : null, () => fetchTerm(kind, id ?? ''), { revalidateOnFocus: false });
}
