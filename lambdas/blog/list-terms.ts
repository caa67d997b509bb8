import type { TermKind } from '#shared/blog.ts';
import { listNodes } from '../lib/blog/nodes';
import { termViewOf } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/** `GET /api/topics`, `/tags`, `/categories`: one page of them. */
export function listTerms(kind: TermKind): RouteHandler {
  const view = termViewOf(kind);
  return async ({ query }) => {
    const page = await listNodes(kind, pageOptions(query));
    return ok({ items: page.items.map(view), cursor: page.cursor });
  };
}
