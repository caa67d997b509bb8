import type { TermKind } from '#shared/blog.ts';
import { termAnswer, updateTerm as updateTermItem } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { countedPostsFor, termChangesOf } from './route-helpers';

/** `PUT /api/topics/{id}` (and tags, categories): a field left out keeps its current value. */
export function updateTerm(kind: TermKind): RouteHandler {
  return async (request) => {
    const { changes, version } = termChangesOf(kind, request);
    return ok(
      await termAnswer(
        kind,
        await updateTermItem(kind, request.pathParameters.id, changes, actorOf(request), version),
        countedPostsFor(request),
      ),
    );
  };
}
