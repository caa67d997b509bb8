import { POST_NOT_FOUND } from '#shared/blog.ts';
import { recordPostView } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { isItemId } from '../lib/item-id';

/** `POST /api/posts/{id}/view`: one more view of a published post, counted atomically. */
export const recordView: RouteHandler = async ({ pathParameters }) => {
  if (!isItemId(pathParameters.id)) throw new NotFoundError(POST_NOT_FOUND);
  return ok({ viewCount: await recordPostView(pathParameters.id) });
};
