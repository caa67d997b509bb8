import type { Term, TermKind } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /topics` (or tags, categories; Editor, Admin) → 201 with the term; 400 `Slug exists`. */
export function createTerm(kind: TermKind, input: RouteBody<'POST /topics'> | RouteBody<'POST /tags'>): Promise<Term> {
  return apiClient.request(TERM_KINDS_TEXT[kind].routes.create, { body: input });
}
