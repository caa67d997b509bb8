import { REVISION_NOT_FOUND } from '#shared/blog.ts';
import { getRevision, toRevisionAnswer } from '../lib/blog/post-revisions';
import { requirePost } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { readerOf } from './route-helpers';

/** `GET /api/posts/{id}/revisions/{revisionId}` (Editor, Admin): one revision with its content. */
export const getPostRevision: RouteHandler = async (request) => {
  const post = await requirePost(request.pathParameters.id);
  const revision = await getRevision(post.postId, request.pathParameters.revisionId);
  if (!revision) throw new NotFoundError(REVISION_NOT_FOUND);
  return ok(await toRevisionAnswer(revision, readerOf(request)));
};
