import { getPendingChanges, toPendingAnswer } from '../lib/blog/post-pending';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';

/** `GET /api/posts/{id}/autosave` (Editor, Admin): the caller's pending changes to the post, or null. */
export const getPostAutosave: RouteHandler = async (request) => {
  const pending = await getPendingChanges(request.pathParameters.id, actorOf(request));
  return ok({ pending: pending ? toPendingAnswer(pending) : null });
};
