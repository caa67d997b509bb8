import type { TermKind } from '#shared/blog.ts';
import { listNodes } from '../lib/blog/nodes';
import { termAnswers } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { countedPostsFor } from './route-helpers';

/** `GET /api/topics`, `/tags`, `/categories`: one page of them. */
export function listTerms(kind: TermKind): RouteHandler {
  return async (request) => {
    const page = await listNodes(kind, pageOptions(request.query));
    return ok({ items: await termAnswers(kind, page.items, countedPostsFor(request)), cursor: page.cursor });
  };
}
