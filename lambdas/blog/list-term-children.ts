import type { TermKind } from '#shared/blog.ts';
import { listChildren, requireNode } from '../lib/blog/nodes';
import { termAnswers } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { countedPostsFor } from './route-helpers';

/** `GET /api/topics/{id}/children` (and tags, categories): the children of an existing one. */
export function listTermChildren(kind: TermKind): RouteHandler {
  return async (request) => {
    const parent = await requireNode(kind, request.pathParameters.id);
    const page = await listChildren(kind, parent.nodeId, pageOptions(request.query));
    return ok({ items: await termAnswers(kind, page.items, countedPostsFor(request)), cursor: page.cursor });
  };
}
