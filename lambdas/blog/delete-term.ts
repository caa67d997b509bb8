import type { TermKind } from '#shared/blog.ts';
import { deleteTerm as deleteTermItem } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';

/** `DELETE /api/topics/{id}` (and tags, categories): soft delete. */
export function deleteTerm(kind: TermKind): RouteHandler {
  return async (request) => {
    await deleteTermItem(kind, request.pathParameters.id, actorOf(request));
    return noContent();
  };
}
