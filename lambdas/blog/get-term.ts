import type { TermKind } from '#shared/blog.ts';
import { requireNode } from '../lib/blog/nodes';
import { termViewOf } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `GET /api/topics/{id}` (and tags, categories). */
export function getTerm(kind: TermKind): RouteHandler {
  const view = termViewOf(kind);
  return async ({ pathParameters }) => ok(view(await requireNode(kind, pathParameters.id)));
}
