import type { TermKind } from '#shared/blog.ts';
import { createNode } from '../lib/blog/nodes';
import { termAnswer } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf, derivedSlug } from '../lib/http/request-fields';
import { created } from '../lib/http/response';
import { countedPostsFor, termChangesOf } from './route-helpers';

/** `POST /api/topics` (and tags, categories); a slug left out is derived from the name. */
export function createTerm(kind: TermKind): RouteHandler {
  return async (request) => {
    const { changes } = termChangesOf(kind, request);
    const slug = changes.slug ?? derivedSlug(changes.name);
    return created(
      await termAnswer(
        kind,
        await createNode(kind, { ...changes, slug }, actorOf(request), request.createId),
        countedPostsFor(request),
      ),
    );
  };
}
