import { listAllPosts, listPostsByStatus } from '../lib/blog/posts';
import { toPostSummary } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { seesDrafts } from './route-helpers';

/** `GET /api/posts`: every post newest first for editors and admins, published posts for others. */
export const listPosts: RouteHandler = async (request) => {
  const page = seesDrafts(request)
    ? await listAllPosts(pageOptions(request.query))
    : await listPostsByStatus('published', pageOptions(request.query));
  return ok({ items: page.items.map(toPostSummary), cursor: page.cursor });
};
