import { leavePost } from '../lib/blog/post-presence';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';

/** `DELETE /api/posts/{id}/presence` (Editor, Admin): the caller closed the post. */
export const leavePostEditor: RouteHandler = async (request) => {
  await leavePost(request.pathParameters.id, actorOf(request));
  return noContent();
};
