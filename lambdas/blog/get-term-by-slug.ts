import type { TermKind } from '#shared/blog.ts';
import { findNodeBySlug, NODE_TEXT } from '../lib/blog/nodes';
import { termAnswer } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { ok } from '../lib/http/response';

/** `GET /api/topics/slug/{slug}` (and tags, categories). */
export function getTermBySlug(kind: TermKind): RouteHandler {
  return async ({ pathParameters }) => {
    const node = await findNodeBySlug(kind, pathParameters.slug);
    if (!node) throw new NotFoundError(NODE_TEXT[kind].notFound);
    return ok(await termAnswer(kind, node));
  };
}
