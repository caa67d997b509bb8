import { postListQuerySchema } from '#shared/validation/blog.ts';
import { toPostSummaries } from '../lib/blog/post-answers';
import { listPostsFiltered } from '../lib/blog/post-lists';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { fieldError } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { readerOf, seesDrafts } from './route-helpers';

/**
 * `GET /api/posts`: editors list posts of any status (every status without `status`), everyone
 * else published ones whatever they ask; filtered by term, author and title words, last changed
 * first unless `sort` says otherwise. `sort=published` and `sort=scheduled` order the posts of that
 * status only (no other post has the date): without `status` they imply it, with another it is a 400.
 */
export const listPosts: RouteHandler = async (request) => {
  const { limit: _limit, cursor: _cursor, ...filter } = validate(postListQuerySchema, request.query, 'query');
  const sort = filter.sort ?? 'updated';
  const asked = seesDrafts(request) ? filter.status : 'published';
  // The statuses named like the orders they are kept in.
  const sortedStatus = sort === 'updated' ? undefined : sort;
  if (sortedStatus && asked && asked !== sortedStatus) {
    throw fieldError('sort', `Sort ${sort} orders ${sortedStatus} posts only; it cannot list ${asked} posts`);
  }
  const page = await listPostsFiltered({ ...filter, status: asked ?? sortedStatus, sort }, pageOptions(request.query));
  return ok({ items: await toPostSummaries(page.items, readerOf(request)), cursor: page.cursor });
};
