import { softDeletePost } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';

/** `DELETE /api/posts/{id}` (Admin): soft delete. */
export const deletePost: RouteHandler = async (request) => {
  await softDeletePost(request.pathParameters.id, actorOf(request));
  return noContent();
};
