import { toPostAnswer } from '../lib/blog/post-answers';
import { findPostBySlug } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { readerOf, visibleOr404 } from './route-helpers';

/** `GET /api/posts/slug/{slug}`: a draft only for editors and admins. */
export const getPostBySlug: RouteHandler = async (request) =>
  ok(await toPostAnswer(visibleOr404(await findPostBySlug(request.pathParameters.slug), request), readerOf(request)));
