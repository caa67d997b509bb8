import { getPost } from '../lib/blog/posts';
import { toPost } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { visibleOr404 } from './route-helpers';

/** `GET /api/posts/{id}`: a draft only for editors and admins. */
export const getPostById: RouteHandler = async (request) =>
  ok(toPost(visibleOr404(await getPost(request.pathParameters.id), request)));
