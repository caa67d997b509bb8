import { listPostsByStatus } from '../lib/blog/posts';
import { toPostSummary } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/** `GET /api/posts/published`: published posts, newest publication first. */
export const listPublishedPosts: RouteHandler = async ({ query }) => {
  const page = await listPostsByStatus('published', pageOptions(query));
  return ok({ items: page.items.map(toPostSummary), cursor: page.cursor });
};
