import { toPostSummaries } from '../lib/blog/post-answers';
import { listPostsByStatus } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { readerOf } from './route-helpers';

/** `GET /api/posts/published`: published posts, newest publication first. */
export const listPublishedPosts: RouteHandler = async (request) => {
  const page = await listPostsByStatus('published', pageOptions(request.query));
  return ok({ items: await toPostSummaries(page.items, readerOf(request)), cursor: page.cursor });
};
