import { toPostAnswer } from '../lib/blog/post-answers';
import { getPost } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { readerOf, visibleOr404 } from './route-helpers';

/** `GET /api/posts/{id}`: a draft only for editors and admins. */
export const getPostById: RouteHandler = async (request) =>
  ok(await toPostAnswer(visibleOr404(await getPost(request.pathParameters.id), request), readerOf(request)));
