import { toPostAnswer } from '../lib/blog/post-answers';
import { createPost as createPostItem } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { created } from '../lib/http/response';
import { postInputOf, readerOf } from './route-helpers';

/** `POST /api/posts` (Editor, Admin): the caller is the author. */
export const createPost: RouteHandler = async (request) => {
  const { post } = postInputOf(request, { creating: true });
  const item = await createPostItem({ ...post, slug: post.slug ?? '' }, actorOf(request), request.createId);
  return created(await toPostAnswer(item, readerOf(request)));
};
