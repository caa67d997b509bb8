import { markPresent } from '../lib/blog/post-presence';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';

/** `PUT /api/posts/{id}/presence` (Editor, Admin): the caller has the post open; answers the other editors who do. */
export const enterPostEditor: RouteHandler = async (request) =>
  ok({ editors: await markPresent(request.pathParameters.id, actorOf(request)) });
