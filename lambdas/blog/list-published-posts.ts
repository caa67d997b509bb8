import { toPostSummaries } from '../lib/blog/post-answers';
import { listPostsByStatus } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/** `GET /api/posts/published`: published posts, newest publication first. */
export const listPublishedPosts: RouteHandler = async ({ query }) => {
  const page = await listPostsByStatus('published', pageOptions(query));
  return ok({ items: await toPostSummaries(page.items), cursor: page.cursor });
};
