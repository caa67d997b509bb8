import { hasAccess } from '#shared/accounts.ts';
import { POST_NOT_FOUND, RESERVED_POST_SLUGS, type TermKind } from '#shared/blog.ts';
import { postSchema } from '#shared/validation/blog.ts';
import {
  createPost,
  findPostBySlug,
  getPost,
  listAllPosts,
  listPostsByStatus,
  listPublishedPostLinks,
  type PostItem,
  recordPostView,
  softDeletePost,
  updatePost,
} from '../lib/blog/posts';
import { toPost, toPostCard, toPostSummary } from '../lib/blog/views';
import type { ApiRequest, RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { pageOptions } from '../lib/http/pagination';
import { actorOf, checkBodyId, derivedSlug, fieldError } from '../lib/http/request-fields';
import { created, noContent, ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { isItemId } from '../lib/item-id';

/** Editors and admins see drafts; everyone else sees published posts only. */
function seesDrafts({ principal }: Pick<ApiRequest, 'principal'>): boolean {
  return hasAccess(principal?.roles ?? [], 'editor');
}

function visibleOr404(post: PostItem | undefined, request: ApiRequest): PostItem {
  if (!post || (post.status !== 'published' && !seesDrafts(request))) throw new NotFoundError(POST_NOT_FOUND);
  return post;
}

/** `GET /api/posts`: every post newest first for editors and admins, published posts for others. */
export const listPosts: RouteHandler = async (request) => {
  const page = seesDrafts(request)
    ? await listAllPosts(pageOptions(request.query))
    : await listPostsByStatus('published', pageOptions(request.query));
  return ok({ items: page.items.map(toPostSummary), cursor: page.cursor });
};

/** `GET /api/posts/published`: published posts, newest publication first. */
export const listPublishedPosts: RouteHandler = async ({ query }) => {
  const page = await listPostsByStatus('published', pageOptions(query));
  return ok({ items: page.items.map(toPostSummary), cursor: page.cursor });
};

export const getPostById: RouteHandler = async (request) =>
  ok(toPost(visibleOr404(await getPost(request.pathParameters.id), request)));

export const getPostBySlug: RouteHandler = async (request) =>
  ok(toPost(visibleOr404(await findPostBySlug(request.pathParameters.slug), request)));

/** `GET /api/posts/topic/{topicId}` and `/tag/{tagId}`: published posts filed there, newest first. */
function postsOf(kind: TermKind, param: string): RouteHandler {
  return async ({ pathParameters, query }) => {
    const termId = pathParameters[param];
    if (!isItemId(termId)) return ok({ items: [], cursor: null });
    const page = await listPublishedPostLinks(kind, termId, pageOptions(query));
    return ok({ items: page.items.map(toPostCard), cursor: page.cursor });
  };
}
export const listPostsOfTopic = postsOf('topic', 'topicId');
export const listPostsOfTag = postsOf('tag', 'tagId');

/** `GET /api/tags/post/{postId}`: the tags a post is filed under. */
export const listTagsOfPost: RouteHandler = async (request) => {
  const post = visibleOr404(await getPost(request.pathParameters.postId), request);
  return ok({ items: post.tags ?? [], cursor: null });
};

/** `POST /api/posts/{id}/view`: one more view of a published post, counted atomically. */
export const recordView: RouteHandler = async ({ pathParameters }) => {
  if (!isItemId(pathParameters.id)) throw new NotFoundError(POST_NOT_FOUND);
  return ok({ viewCount: await recordPostView(pathParameters.id) });
};

/** The post a request sends: its fields and term ids; a slug left out is derived from the title on create. */
function inputOf({ body, pathParameters }: ApiRequest, { creating }: { creating: boolean }) {
  const { id, version, slug: sentSlug, ...input } = validate(postSchema, body);
  checkBodyId(id, pathParameters.id);
  const slug = sentSlug || (creating ? derivedSlug(input.title) : undefined);
  if (slug && RESERVED_POST_SLUGS.includes(slug)) {
    throw fieldError('slug', `"${slug}" is reserved for the post form; choose another slug`);
  }
  const post = { ...input, slug, summary: input.summary ?? '' };
  return { post, version };
}

/** `POST /api/posts` (Editor, Admin): the caller is the author. */
export const createPostRoute: RouteHandler = async (request) => {
  const { post } = inputOf(request, { creating: true });
  return created(toPost(await createPost({ ...post, slug: post.slug ?? '' }, actorOf(request), request.createId)));
};

/** `PUT /api/posts/{id}` (Editor, Admin): the whole post; `version`, when sent, refuses a lost update. */
export const updatePostRoute: RouteHandler = async (request) => {
  const { post, version } = inputOf(request, { creating: false });
  return ok(toPost(await updatePost(request.pathParameters.id, post, actorOf(request), version)));
};

/** `DELETE /api/posts/{id}` (Admin): soft delete. */
export const deletePostRoute: RouteHandler = async (request) => {
  await softDeletePost(request.pathParameters.id, actorOf(request));
  return noContent();
};
