import { hasAccess } from '#shared/accounts.ts';
import { POST_NOT_FOUND, RESERVED_POST_SLUGS, type TermKind } from '#shared/blog.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { postSchema, tagSchema, topicSchema } from '#shared/validation/blog.ts';
import type { PeopleReader } from '../lib/accounts/people';
import type { NodeChanges } from '../lib/blog/nodes';
import { toPostAnswer } from '../lib/blog/post-answers';
import { newestRevision, revisionSummariesFor } from '../lib/blog/post-revisions';
import type { PostItem } from '../lib/blog/posts';
import { getPost } from '../lib/blog/posts';
import type { CountedPosts } from '../lib/blog/terms';
import { ConflictingWriteError, ItemNotFoundError } from '../lib/errors';
import type { ApiRequest } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { checkBodyId, derivedSlug, fieldError } from '../lib/http/request-fields';
import { validate } from '../lib/http/validate';

/** Who reads a post's answer: only an admin is shown an author whose account is deleted (accounts/people.ts). */
export function readerOf({ principal }: Pick<ApiRequest, 'principal'>): PeopleReader {
  return { isAdmin: hasAccess(principal?.roles ?? [], 'admin') };
}

/** Editors and admins see drafts; everyone else sees published posts only. */
export function seesDrafts({ principal }: Pick<ApiRequest, 'principal'>): boolean {
  return hasAccess(principal?.roles ?? [], 'editor');
}

/** The posts a term's `postCount` counts for the caller: every status for editors, else published ones. */
export function countedPostsFor(request: Pick<ApiRequest, 'principal'>): CountedPosts {
  return seesDrafts(request) ? 'every status' : 'published';
}

/** The post, when the caller may see it; else 404, the same as for a post that does not exist. */
export function visibleOr404(post: PostItem | undefined, request: ApiRequest): PostItem {
  if (!post || (post.status !== 'published' && !seesDrafts(request))) throw new NotFoundError(POST_NOT_FOUND);
  return post;
}

/** The post a request sends: its fields and term ids; a slug left out is derived from the title on create. */
export function postInputOf(request: ApiRequest, { creating }: { creating: boolean }) {
  return postFormOf(validate(postSchema, request.body), request, creating);
}

/** A post form's fields (a save's or an autosave's): the id checked, the slug derived or refused when reserved. */
export function postFormOf<
  Form extends { id?: string; version?: number; slug?: string; title: string; summary?: string },
>(
  { id, version, slug: sentSlug, ...input }: Form,
  { pathParameters }: Pick<ApiRequest, 'pathParameters'>,
  creating = false,
) {
  checkBodyId(id, pathParameters.id);
  const slug = sentSlug || (creating ? derivedSlug(input.title) : undefined);
  if (slug && RESERVED_POST_SLUGS.includes(slug)) {
    throw fieldError('slug', `"${slug}" is reserved for the post form; choose another slug`);
  }
  const post = { ...input, slug, summary: input.summary ?? '' };
  return { post, version: version as Form['version'] };
}

/**
 * The topic, tag or category a request sends; on update, a field left out keeps its current value.
 * A topic sends its parent as `parentTopicId`, tags and categories as `parentId`.
 */
export function termChangesOf(
  kind: TermKind,
  { body, pathParameters }: ApiRequest,
): { changes: NodeChanges; version?: number } {
  const input = kind === 'topic' ? validate(topicSchema, body) : validate(tagSchema, body);
  checkBodyId(input.id, pathParameters.id);
  const parent = 'parentTopicId' in input ? input.parentTopicId : 'parentId' in input ? input.parentId : undefined;
  return {
    changes: { name: input.name, slug: input.slug || undefined, description: input.description, parentId: parent },
    version: input.version,
  };
}

/**
 * Runs a write of the post whose id the path names; a stale version (the post saved by someone
 * else since it was read) answers 409 with what the editor needs to decide: `current`, the post as
 * `GET /posts/{id}` answers it now, and `currentRevision`, its newest revision (null for a post not
 * saved since revisions were kept).
 */
export async function answeringConflicts<Result>(request: ApiRequest, write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ConflictingWriteError) || error.message !== ITEM_CHANGED_ELSEWHERE) throw error;
    const post = await getPost(request.pathParameters.id);
    if (!post) throw new ItemNotFoundError(POST_NOT_FOUND, { cause: error });
    const reader = readerOf(request);
    const [current, newest] = await Promise.all([toPostAnswer(post, reader), newestRevision(post.postId)]);
    const currentRevision = newest ? (await revisionSummariesFor(reader, [newest]))(newest) : null;
    throw new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE, { cause: error, details: { current, currentRevision } });
  }
}
