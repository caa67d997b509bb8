import { postRestoreSchema } from '#shared/validation/blog.ts';
import { toPostAnswer } from '../lib/blog/post-answers';
import { restoreRevision } from '../lib/blog/post-restore';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { answeringConflicts, readerOf } from './route-helpers';

/** `POST /api/posts/{id}/revisions/{revisionId}/restore` (Editor, Admin): the post as that revision left it. */
export const restorePostRevision: RouteHandler = async (request) => {
  const { version } = validate(postRestoreSchema, request.body);
  const { id, revisionId } = request.pathParameters;
  const item = await answeringConflicts(request, () => restoreRevision(id, revisionId, actorOf(request), version));
  return ok(await toPostAnswer(item, readerOf(request)));
};
