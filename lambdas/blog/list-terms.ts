import type { TermKind } from '#shared/blog.ts';
import { listNodes } from '../lib/blog/nodes';
import { termAnswers } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/** `GET /api/topics`, `/tags`, `/categories`: one page of them. */
export function listTerms(kind: TermKind): RouteHandler {
  return async ({ query }) => {
    const page = await listNodes(kind, pageOptions(query));
    return ok({ items: await termAnswers(kind, page.items), cursor: page.cursor });
  };
}
