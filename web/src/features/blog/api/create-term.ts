import type { Term, TermKind } from '#shared/blog.ts';
import type { TagInput, TopicInput } from '#shared/validation/blog.ts';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /topics` (or tags, categories; Editor, Admin) → 201 with the term; 400 `Slug exists`. */
export function createTerm(kind: TermKind, input: TopicInput | TagInput): Promise<Term> {
  return apiClient.request(TERM_KINDS_TEXT[kind].routes.create, { body: input });
}
