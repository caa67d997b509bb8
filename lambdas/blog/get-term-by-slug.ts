import type { TermKind } from '#shared/blog.ts';
import { findNodeBySlug, NODE_TEXT } from '../lib/blog/nodes';
import { termAnswer } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { countedPostsFor } from './route-helpers';

/** `GET /api/topics/slug/{slug}` (and tags, categories). */
export function getTermBySlug(kind: TermKind): RouteHandler {
  return async (request) => {
    const node = await findNodeBySlug(kind, request.pathParameters.slug);
    if (!node) throw new NotFoundError(NODE_TEXT[kind].notFound);
    return ok(await termAnswer(kind, node, countedPostsFor(request)));
  };
}
