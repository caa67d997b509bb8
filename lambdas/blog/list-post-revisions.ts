import { listRevisions } from '../lib/blog/post-revisions';
import { requirePost } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { readerOf } from './route-helpers';

/** `GET /api/posts/{id}/revisions` (Editor, Admin): the post's history, newest first, without bodies. */
export const listPostRevisions: RouteHandler = async (request) => {
  const post = await requirePost(request.pathParameters.id);
  return ok(await listRevisions(post.postId, pageOptions(request.query), readerOf(request)));
};
