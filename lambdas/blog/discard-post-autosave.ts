import { discardPendingChanges } from '../lib/blog/post-pending';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';

/** `DELETE /api/posts/{id}/autosave` (Editor, Admin): "Discard changes"; 204 also when there were none. */
export const discardPostAutosave: RouteHandler = async (request) => {
  await discardPendingChanges(request.pathParameters.id, actorOf(request));
  return noContent();
};
