import type { TermKind } from '#shared/blog.ts';
import { requireNode } from '../lib/blog/nodes';
import { termAnswer } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { countedPostsFor } from './route-helpers';

/** `GET /api/topics/{id}` (and tags, categories). */
export function getTerm(kind: TermKind): RouteHandler {
  return async (request) =>
    ok(await termAnswer(kind, await requireNode(kind, request.pathParameters.id), countedPostsFor(request)));
}
