import { toPostAnswer } from '../lib/blog/post-answers';
import { updatePost as updatePostItem } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { postInputOf, readerOf } from './route-helpers';

/** `PUT /api/posts/{id}` (Editor, Admin): the whole post; `version`, when sent, refuses a lost update. */
export const updatePost: RouteHandler = async (request) => {
  const { post, version } = postInputOf(request, { creating: false });
  const item = await updatePostItem(request.pathParameters.id, post, actorOf(request), version);
  return ok(await toPostAnswer(item, readerOf(request)));
};
