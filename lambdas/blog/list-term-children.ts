import type { TermKind } from '#shared/blog.ts';
import { listChildren, requireNode } from '../lib/blog/nodes';
import { termAnswers } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/** `GET /api/topics/{id}/children` (and tags, categories): the children of an existing one. */
export function listTermChildren(kind: TermKind): RouteHandler {
  return async ({ pathParameters, query }) => {
    const parent = await requireNode(kind, pathParameters.id);
    const page = await listChildren(kind, parent.nodeId, pageOptions(query));
    return ok({ items: await termAnswers(kind, page.items), cursor: page.cursor });
  };
}
