import { softDeletePost } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';

/**
 * `DELETE /api/posts/{id}` (Editor, Admin): soft delete. Admins delete any post; an editor only a
 * draft they wrote that was never published (403 otherwise).
 */
export const deletePost: RouteHandler = async (request) => {
  await softDeletePost(request.pathParameters.id, { id: actorOf(request), roles: request.principal?.roles ?? [] });
  return noContent();
};
