import type { TermKind } from '#shared/blog.ts';
import { toPostCards } from '../lib/blog/post-answers';
import { listPublishedPostLinks } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { isItemId } from '../lib/item-id';
import { readerOf } from './route-helpers';

/** `GET /api/posts/topic/{topicId}` and `/tag/{tagId}`: published posts filed there, newest first. */
export function listPostsOfTerm(kind: TermKind, param: string): RouteHandler {
  return async (request) => {
    const termId = request.pathParameters[param];
    if (!isItemId(termId)) return ok({ items: [], cursor: null });
    const page = await listPublishedPostLinks(kind, termId, pageOptions(request.query));
    return ok({ items: await toPostCards(page.items, readerOf(request)), cursor: page.cursor });
  };
}
