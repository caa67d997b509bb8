import { toPostAnswer } from '../lib/blog/post-answers';
import { discardPendingChanges } from '../lib/blog/post-pending';
import { updatePost as updatePostItem } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { answeringConflicts, postInputOf, readerOf } from './route-helpers';

/**
 * `PUT /api/posts/{id}` (Editor, Admin): the whole post; `version`, when sent, refuses a lost update
 * (409 with the post as it is now). A save applies the caller's pending changes ("Update post"),
 * so their item goes.
 */
export const updatePost: RouteHandler = async (request) => {
  const { post, version } = postInputOf(request, { creating: false });
  const actor = actorOf(request);
  const item = await answeringConflicts(request, () => updatePostItem(request.pathParameters.id, post, actor, version));
  await discardPendingChanges(item.postId, actor);
  return ok(await toPostAnswer(item, readerOf(request)));
};
