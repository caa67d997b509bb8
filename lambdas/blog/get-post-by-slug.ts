import { POST_MOVED } from '#shared/blog.ts';
import { toPostAnswer } from '../lib/blog/post-answers';
import { findMovedPost, findPostBySlug } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { movedPermanently, ok } from '../lib/http/response';
import { readerOf, visibleOr404 } from './route-helpers';

/**
 * `GET /api/posts/slug/{slug}`: a draft only for editors and admins. An earlier slug of a published
 * post answers 301 with the post's current address (`Location`) and its slug.
 */
export const getPostBySlug: RouteHandler = async (request) => {
  const { slug } = request.pathParameters;
  const post = await findPostBySlug(slug);
  const moved = post ? undefined : await findMovedPost(slug);
  if (moved) {
    return movedPermanently(`/api/posts/slug/${encodeURIComponent(moved.slug)}`, {
      message: POST_MOVED,
      slug: moved.slug,
    });
  }
  return ok(await toPostAnswer(visibleOr404(post, request), readerOf(request)));
};
