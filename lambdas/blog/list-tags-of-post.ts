import { getPost } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { visibleOr404 } from './route-helpers';

/** `GET /api/tags/post/{postId}`: the tags a post is filed under. */
export const listTagsOfPost: RouteHandler = async (request) => {
  const post = visibleOr404(await getPost(request.pathParameters.postId), request);
  return ok({ items: post.tags ?? [], cursor: null });
};
