import type { Term, TermKind } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `PUT /topics/{id}` (or tags, categories; Editor, Admin) with the version it was read at → 200 with
 * the term; 400 `Slug exists`, 404 when it is gone, 409 when someone saved it in between.
 */
export function updateTerm(
  kind: TermKind,
  id: string,
  input: RouteBody<'PUT /topics/{id}'> | RouteBody<'PUT /tags/{id}'>,
): Promise<Term> {
  return apiClient.request(TERM_KINDS_TEXT[kind].routes.update, { params: { id }, body: input });
}
