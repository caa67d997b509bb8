import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import {
  EDITOR_DELETE_REFUSED,
  isSlug,
  mayDeletePost,
  POST_NOT_FOUND,
  type PostRevisionKind,
  type PostStatus,
  type TermKind,
  type TermRef,
  type Viewer,
} from '#shared/blog.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { getUser } from '../accounts/users';
import { createdAudit, softDeleteChanges } from '../db/entities/audit-attributes';
import { BlogNode } from '../db/entities/blog-node';
import { Post, type PostItem } from '../db/entities/post';
import { PostLink } from '../db/entities/post-link';
import { UniqueValue } from '../db/entities/unique-value';
import { type PageRequest, queryPage } from '../db/page';
import { sendOnce } from '../db/single-attempt';
import { runGuardedTransaction } from '../db/transactions';
import { ConflictingWriteError, InvalidInputError, ItemNotFoundError, NotPermittedError } from '../errors';
import { SavedByEarlierTry } from '../idempotency/create-id';
import { isItemId } from '../item-id';
import { checkedCoverImageId } from '../media/covers';
import { removeMediaUsage } from '../media/media-usage';
import { recordPostMediaUsage } from '../media/usage-targets';
import { NODE_TEXT } from './nodes';
import { deletePostHistory, nameOf, writeRecorded } from './post-revisions';
import { linkKeys, oldSlugKey, slugGuard, sortDateOf, transactionEntities } from './post-writes';
import { toTermRef } from './views';

export type { PostItem };

/** A post's own fields as a client sets them, with its terms already looked up. */
export interface PostFields {
  title: string;
  slug: string;
  summary: string;
  body: string;
  status: PostStatus;
  /** When a scheduled post is to be published; ignored for the other statuses. */
  publishAt?: string | null;
  topic: TermRef | null;
  tags: TermRef[];
  categories: TermRef[];
  /** A checked cover image (lib/media/covers.ts); none when absent. */
  coverImageId?: string;
}

/** What a client sends for a post: its own fields, the ids of its terms and of its cover image. */
export interface PostInput extends Omit<PostFields, 'topic' | 'tags' | 'categories' | 'coverImageId'> {
  /** Null or left out: no cover. */
  coverImageId?: string | null;
  topicId?: string | null;
  tagIds?: readonly string[];
  categoryIds?: readonly string[];
}

/** The post's fields with its terms and cover looked up (an unknown or deleted one is refused). */
export async function fieldsOf({ topicId, tagIds, categoryIds, coverImageId, ...own }: PostInput): Promise<PostFields> {
  const [terms, cover] = await Promise.all([
    resolveTerms({ topicId, tagIds, categoryIds }),
    checkedCoverImageId(coverImageId, { kind: 'post' }),
  ]);
  return { ...own, ...terms, coverImageId: cover };
}

/** The schedule of a post with these fields: its publishAt (normalised to UTC), only while it is scheduled. */
function publishAtOf(fields: Pick<PostFields, 'status' | 'publishAt'>): string | undefined {
  return fields.status === 'scheduled' && fields.publishAt ? new Date(fields.publishAt).toISOString() : undefined;
}

/** Get a post by id; soft-deleted ones are not found. */
export async function getPost(postId: string | undefined): Promise<PostItem | undefined> {
  if (!isItemId(postId)) return undefined;
  const { data } = await Post.get({ postId }).go({ consistent: true });
  return data && data.lifecycle === 'active' ? data : undefined;
}

export async function requirePost(postId: string | undefined): Promise<PostItem> {
  const post = await getPost(postId);
  if (!post) throw new ItemNotFoundError(POST_NOT_FOUND);
  return post;
}

/** Get a post by its slug. */
export async function findPostBySlug(slug: string | undefined): Promise<PostItem | undefined> {
  if (!slug || !isSlug(slug)) return undefined;
  const { data } = await Post.query.bySlug({ lifecycle: 'active', slug }).go({ limit: 1 });
  return data[0];
}

/**
 * The published post that an address of an earlier slug leads to: undefined when a post has that
 * slug now (the newer post wins), or when the one that left it is no longer published.
 */
export async function findMovedPost(slug: string | undefined): Promise<PostItem | undefined> {
  if (!slug || !isSlug(slug) || (await findPostBySlug(slug))) return undefined;
  const { data } = await UniqueValue.get(oldSlugKey(slug)).go({ consistent: true });
  const post = await getPost(data?.ownerId);
  return post?.status === 'published' && post.slug !== slug ? post : undefined;
}

/** Get every post, drafts and scheduled ones too, last changed first. */
export function listAllPosts({ limit, cursor }: PageRequest) {
  return queryPage(cursor, () => Post.query.byUpdated({ lifecycle: 'active' }).go({ order: 'desc', limit, cursor }));
}

/** Get the posts of one status, latest first (published: by publication date; drafts: by last change). */
export function listPostsByStatus(status: PostStatus, { limit, cursor }: PageRequest) {
  return queryPage(cursor, () =>
    Post.query.byStatus({ lifecycle: 'active', status }).go({ order: 'desc', limit, cursor }),
  );
}

/** Get the published posts filed under a topic, tag or category, newest first. */
export function listPublishedPostLinks(kind: TermKind, termId: string, { limit, cursor }: PageRequest) {
  return queryPage(cursor, () =>
    PostLink.query.byTerm({ kind, termId, status: 'published' }).go({ order: 'desc', limit, cursor }),
  );
}

/**
 * Looks up the topic, tags and categories a post is filed under (one BatchGet) and answers the
 * copies the post keeps; an unknown or deleted one is refused, naming it.
 */
async function resolveTerms(ids: {
  topicId?: string | null;
  tagIds?: readonly string[];
  categoryIds?: readonly string[];
}): Promise<Pick<PostFields, 'topic' | 'tags' | 'categories'>> {
  const wanted: Array<{ kind: TermKind; nodeId: string }> = [
    ...(ids.topicId ? [{ kind: 'topic' as const, nodeId: ids.topicId }] : []),
    ...[...new Set(ids.tagIds ?? [])].map((nodeId) => ({ kind: 'tag' as const, nodeId })),
    ...[...new Set(ids.categoryIds ?? [])].map((nodeId) => ({ kind: 'category' as const, nodeId })),
  ];
  if (wanted.length === 0) return { topic: null, tags: [], categories: [] };
  const { data } = await BlogNode.get(wanted).go({ consistent: true });
  const found = new Map(
    data.filter((node) => node.lifecycle === 'active').map((node) => [`${node.kind}/${node.nodeId}`, node]),
  );
  const refs = (kind: TermKind) =>
    wanted
      .filter((term) => term.kind === kind)
      .map((term) => {
        const node = found.get(`${kind}/${term.nodeId}`);
        if (!node) throw new InvalidInputError(`${NODE_TEXT[kind].notFound}: ${term.nodeId}`);
        return toTermRef(node);
      });
  return { topic: refs('topic')[0] ?? null, tags: refs('tag'), categories: refs('category') };
}

/**
 * Create a post filed under its terms; the author is the user who writes it, named as their account
 * says. With `createId` (the same for every retry of one create: lib/idempotency/create-id.ts) the
 * post gets that id, and a retry whose earlier try was saved, though its answer was lost, gets the
 * saved post back instead of `Slug exists` against itself.
 */
export async function createPost(input: PostInput, authorId: string, createId?: string): Promise<PostItem> {
  const fields = await fieldsOf(input);
  const account = await getUser(authorId);
  const author = { id: authorId, name: account ? `${account.firstName} ${account.lastName}`.trim() : 'Unknown author' };
  const now = new Date().toISOString();
  const publishedAt = fields.status === 'published' ? now : undefined;
  const publishAt = publishAtOf(fields);
  const own = { ...fields, topic: fields.topic ?? undefined, publishedAt, publishAt, ...createdAudit(author.id, now) };
  const item: PostItem = {
    postId: createId ?? randomUUID(),
    lifecycle: 'active',
    ...own,
    sortDate: sortDateOf(own),
    viewCount: 0,
    authorId: author.id,
    authorName: author.name,
  };
  try {
    await writeRecorded(item, undefined, { savedBy: author.id, savedByName: author.name });
    return item;
  } catch (error) {
    if (!(error instanceof SavedByEarlierTry)) throw error;
    const { data: saved } = await Post.get({ postId: item.postId }).go({ consistent: true });
    if (!saved) throw error;
    // The earlier try may have been cut off between the post and its uses of images.
    await recordPostMediaUsage(saved);
    return saved;
  }
}

/**
 * Update a post, as the client saw it at `expectedVersion` (when sent). A slug left out keeps the
 * current one. The first publication sets `publishedAt`; it is kept when the post goes back to
 * draft, so publishing again does not move it to the top of the list. A post saved with another
 * status than `scheduled` loses its `publishAt`: the publisher leaves it alone.
 */
export async function updatePost(
  postId: string | undefined,
  { slug, ...input }: Omit<PostInput, 'slug'> & { slug?: string },
  actorId: string,
  expectedVersion?: number,
): Promise<PostItem> {
  const current = await requirePost(postId);
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  }
  const fields = await fieldsOf({ ...input, slug: slug || current.slug });
  return writeChanges(current, fields, actorId);
}

/** How a write is recorded in the post's history, when not by its status change: an autosave, a restore. */
export interface WriteNote {
  kind?: PostRevisionKind;
  restoredFrom?: string;
}

/** Writes a post read at `current` with new fields, by the actor, at the next version, with its revision. */
export async function writeChanges(
  current: PostItem,
  fields: PostFields,
  actorId: string,
  note: WriteNote = {},
): Promise<PostItem> {
  const now = new Date().toISOString();
  const own = {
    ...current,
    ...fields,
    topic: fields.topic ?? undefined,
    coverImageId: fields.coverImageId,
    publishedAt: current.publishedAt ?? (fields.status === 'published' ? now : undefined),
    publishAt: publishAtOf(fields),
    updatedAt: now,
    updatedBy: actorId,
    version: current.version + 1,
  };
  const next: PostItem = { ...own, sortDate: sortDateOf(own) };
  await writeRecorded(next, current, { ...note, savedBy: actorId, savedByName: await nameOf(actorId) });
  return next;
}

/**
 * Sets one post's status, as `PUT /api/posts/{id}` would with the post's other fields unchanged:
 * the first publication sets `publishedAt`, a scheduled post set to draft or published loses its
 * `publishAt`. The post's terms must still exist.
 */
export async function setPostStatus(
  postId: string,
  status: Exclude<PostStatus, 'scheduled'>,
  actorId: string,
): Promise<PostItem> {
  const current = await requirePost(postId);
  const fields: PostFields = {
    title: current.title,
    slug: current.slug,
    summary: current.summary ?? '',
    body: current.body,
    status,
    topic: current.topic ?? null,
    tags: current.tags ?? [],
    categories: current.categories ?? [],
    coverImageId: current.coverImageId,
  };
  return writeChanges(current, fields, actorId);
}

/**
 * Soft-delete a post: out of every list, its slug freed, its links removed. Admins delete any post,
 * an editor only a draft of theirs that was never published (`mayDeletePost`); the write is
 * conditional on the version read, so a post published meanwhile is a conflict, not deleted.
 */
export async function softDeletePost(postId: string | undefined, actor: Viewer): Promise<void> {
  const current = await requirePost(postId);
  if (!mayDeletePost(current, actor)) throw new NotPermittedError(EDITOR_DELETE_REFUSED);
  const actorId = actor.id;
  const now = new Date().toISOString();
  await runGuardedTransaction((collect) =>
    createWriteTransaction(transactionEntities, ({ post, postLink, uniqueValue }) =>
      collect([
        {
          write: post
            .patch({ postId: current.postId })
            .set({
              ...softDeleteChanges(current, actorId, now),
              slug: current.slug,
              status: current.status,
              sortDate: current.sortDate,
              createdAt: current.createdAt,
            })
            .where(({ lifecycle, version }, { eq }) => `${eq(lifecycle, 'active')} AND ${eq(version, current.version)}`)
            .commit(),
          failure: new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE),
        },
        { write: uniqueValue.delete(slugGuard(current.slug)).commit() },
        ...linkKeys(current).map((key) => ({ write: postLink.delete(key).commit() })),
      ]),
    ).go(),
  );
  await removeMediaUsage('post', current.postId);
  await deletePostHistory(current.postId);
}

/**
 * Adds one view with `ADD`, so concurrent views are all counted. Only published posts count views.
 * An `ADD` is not idempotent, so it is sent once (db/single-attempt.ts): a retry after a timeout
 * could add a view that was already added.
 */
export async function recordPostView(postId: string): Promise<number> {
  const params = Post.patch({ postId })
    .add({ viewCount: 1 })
    .where(({ lifecycle, status }, { eq }) => `${eq(lifecycle, 'active')} AND ${eq(status, 'published')}`)
    .params({ response: 'updated_new' });
  const answer = await sendOnce(params, () => new ItemNotFoundError(POST_NOT_FOUND));
  return Number(answer.Attributes?.viewCount ?? 0);
}
