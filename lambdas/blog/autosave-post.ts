import { postAutosaveSchema } from '#shared/validation/blog.ts';
import { toPostAnswer } from '../lib/blog/post-answers';
import { autosavePost as autosavePostItem, toPendingAnswer } from '../lib/blog/post-pending';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { answeringConflicts, postFormOf, readerOf } from './route-helpers';

/**
 * `PUT /api/posts/{id}/autosave` (Editor, Admin): a draft is saved (staying a draft); a published or
 * scheduled post keeps the fields as the caller's pending changes (lib/blog/post-pending.ts).
 */
export const autosavePost: RouteHandler = async (request) => {
  const { post, version } = postFormOf(validate(postAutosaveSchema, request.body), request);
  const outcome = await answeringConflicts(request, () =>
    autosavePostItem(request.pathParameters.id, post, actorOf(request), version),
  );
  return ok({
    post: await toPostAnswer(outcome.post, readerOf(request)),
    pending: outcome.pending ? toPendingAnswer(outcome.pending) : null,
  });
};
