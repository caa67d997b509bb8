import { findPostBySlug } from '../lib/blog/posts';
import { toPost } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { visibleOr404 } from './route-helpers';

/** `GET /api/posts/slug/{slug}`: a draft only for editors and admins. */
export const getPostBySlug: RouteHandler = async (request) =>
  ok(toPost(visibleOr404(await findPostBySlug(request.pathParameters.slug), request)));
