import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import {
  POST_NOT_FOUND,
  type PostStatus,
  SLUG_EXISTS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type TermKind,
  type TermRef,
} from '#shared/blog.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { createdAudit, softDeleteChanges } from '../db/entities/audit-attributes';
import { BlogNode } from '../db/entities/blog-node';
import { Post, type PostItem } from '../db/entities/post';

export type { PostItem };

import { getUser } from '../accounts/users';
import { PostLink } from '../db/entities/post-link';
import { UniqueValue } from '../db/entities/unique-value';
import { type PageRequest, queryPage } from '../db/page';
import { isConditionFailure, runGuardedTransaction } from '../db/transactions';
import { ConflictingWriteError, InvalidInputError, ItemNotFoundError } from '../errors';
import { SavedByEarlierTry } from '../idempotency/create-id';
import { isItemId } from '../item-id';
import { NODE_TEXT } from './nodes';
import { toTermRef } from './views';

/** A post's own fields as a client sets them, with its terms already looked up. */
export interface PostFields {
  title: string;
  slug: string;
  summary: string;
  body: string;
  status: PostStatus;
  topic: TermRef | null;
  tags: TermRef[];
  categories: TermRef[];
}

/** What a client sends for a post: its own fields and the ids of its terms. */
export interface PostInput extends Omit<PostFields, 'topic' | 'tags' | 'categories'> {
  topicId?: string | null;
  tagIds?: readonly string[];
  categoryIds?: readonly string[];
}

/** The post's fields with its terms looked up (an unknown or deleted term is refused). */
async function fieldsOf({ topicId, tagIds, categoryIds, ...own }: PostInput): Promise<PostFields> {
  return { ...own, ...(await resolveTerms({ topicId, tagIds, categoryIds })) };
}

const slugGuard = (slug: string) => ({ kind: 'slug' as const, value: `post/${slug}` });
const transactionEntities = { post: Post, postLink: PostLink, uniqueValue: UniqueValue, blogNode: BlogNode };

/** Get a post by id; soft-deleted ones are not found. */
export async function getPost(postId: string | undefined): Promise<PostItem | undefined> {
  if (!isItemId(postId)) return undefined;
  const { data } = await Post.get({ postId }).go({ consistent: true });
  return data && data.lifecycle === 'active' ? data : undefined;
}

async function requirePost(postId: string | undefined): Promise<PostItem> {
  const post = await getPost(postId);
  if (!post) throw new ItemNotFoundError(POST_NOT_FOUND);
  return post;
}

/** Get a post by its slug. */
export async function findPostBySlug(slug: string | undefined): Promise<PostItem | undefined> {
  if (!slug || !SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX_LENGTH) return undefined;
  const { data } = await Post.query.bySlug({ lifecycle: 'active', slug }).go({ limit: 1 });
  return data[0];
}

/** Get every post, drafts too, newest first. */
export function listAllPosts({ limit, cursor }: PageRequest) {
  return queryPage(cursor, () => Post.query.newestFirst({ lifecycle: 'active' }).go({ order: 'desc', limit, cursor }));
}

/** Get the posts of one status, newest first (published: by publication date). */
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

interface LinkKey {
  kind: TermKind;
  termId: string;
  postId: string;
  status: PostStatus;
  sortDate: string;
}

function linkKeys(post: Pick<PostItem, 'postId' | 'status' | 'sortDate' | 'topic' | 'tags' | 'categories'>): LinkKey[] {
  const { postId, status, sortDate } = post;
  const terms: Array<[TermKind, TermRef]> = [
    ...(post.topic ? [['topic', post.topic] as [TermKind, TermRef]] : []),
    ...(post.tags ?? []).map((tag) => ['tag', tag] as [TermKind, TermRef]),
    ...(post.categories ?? []).map((category) => ['category', category] as [TermKind, TermRef]),
  ];
  return terms.map(([kind, term]) => ({ kind, termId: term.id, postId, status, sortDate }));
}

const keyText = (key: LinkKey) => `${key.kind}/${key.termId}/${key.status}/${key.sortDate}`;

/**
 * The post item, its links and its slug guard, plus a check that each term still exists, in one
 * transaction: a slug taken meanwhile is `Slug exists`, a term deleted meanwhile is its 404 text.
 */
async function writePost(next: PostItem, previous: PostItem | undefined): Promise<void> {
  const nextLinks = linkKeys(next);
  const nextKeys = new Set(nextLinks.map(keyText));
  const staleLinks = previous ? linkKeys(previous).filter((key) => !nextKeys.has(keyText(key))) : [];
  const slugChanged = previous?.slug !== next.slug;
  const card = {
    title: next.title,
    slug: next.slug,
    summary: next.summary,
    publishedAt: next.publishedAt,
    authorName: next.authorName,
  };
  const changedElsewhere = new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  // The view count changes only by ADD; the id is the key; a post moved out of its topic loses it.
  const { viewCount: _views, postId: _id, topic, ...rest } = next;
  const changes = topic ? { ...rest, topic } : rest;
  await runGuardedTransaction((collect) =>
    createWriteTransaction(transactionEntities, ({ post, postLink, uniqueValue, blogNode }) =>
      collect([
        // A create's own item first: when its id is taken, an earlier try of the same create was
        // saved, and the slug guard that fails with it is that post's, not a conflict.
        ...(previous ? [] : [{ write: post.create(next).commit(), failure: new SavedByEarlierTry() }]),
        ...(slugChanged
          ? [
              {
                write: uniqueValue.create({ ...slugGuard(next.slug), ownerId: next.postId }).commit(),
                failure: new InvalidInputError(SLUG_EXISTS),
              },
            ]
          : []),
        ...(previous && slugChanged ? [{ write: uniqueValue.delete(slugGuard(previous.slug)).commit() }] : []),
        ...(previous
          ? [
              {
                write: (topic || !previous.topic
                  ? post.patch({ postId: next.postId }).set(changes)
                  : post.patch({ postId: next.postId }).set(changes).remove(['topic'])
                )
                  .where(
                    ({ lifecycle, version }, { eq }) =>
                      `${eq(lifecycle, 'active')} AND ${eq(version, previous.version)}`,
                  )
                  .commit(),
                failure: changedElsewhere,
              },
            ]
          : []),
        ...staleLinks.map((key) => ({ write: postLink.delete(key).commit() })),
        ...nextLinks.map((key) => ({ write: postLink.put({ ...key, ...card }).commit() })),
        ...nextLinks.map((key) => ({
          write: blogNode
            .check({ kind: key.kind, nodeId: key.termId })
            .where(({ lifecycle }, { eq }) => eq(lifecycle, 'active'))
            .commit(),
          failure: new InvalidInputError(`${NODE_TEXT[key.kind].notFound}: ${key.termId}`),
        })),
      ]),
    ).go(),
  );
}

function sortDateOf(status: PostStatus, publishedAt: string | undefined, createdAt: string): string {
  return status === 'published' && publishedAt ? publishedAt : createdAt;
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
  const item: PostItem = {
    postId: createId ?? randomUUID(),
    lifecycle: 'active',
    ...fields,
    topic: fields.topic ?? undefined,
    publishedAt,
    sortDate: sortDateOf(fields.status, publishedAt, now),
    viewCount: 0,
    authorId: author.id,
    authorName: author.name,
    ...createdAudit(author.id, now),
  };
  try {
    await writePost(item, undefined);
    return item;
  } catch (error) {
    if (!(error instanceof SavedByEarlierTry)) throw error;
    const { data: saved } = await Post.get({ postId: item.postId }).go({ consistent: true });
    if (!saved) throw error;
    return saved;
  }
}

/**
 * Update a post, as the client saw it at `expectedVersion` (when sent). A slug left out keeps the
 * current one. The first publication sets `publishedAt`; it is kept when the post goes back to
 * draft, so publishing again does not move it to the top of the list.
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
  const now = new Date().toISOString();
  const publishedAt = current.publishedAt ?? (fields.status === 'published' ? now : undefined);
  const next: PostItem = {
    ...current,
    ...fields,
    topic: fields.topic ?? undefined,
    publishedAt,
    sortDate: sortDateOf(fields.status, publishedAt, current.createdAt),
    updatedAt: now,
    updatedBy: actorId,
    version: current.version + 1,
  };
  await writePost(next, current);
  return next;
}

/** Soft-delete a post: out of every list, its slug freed, its links removed. */
export async function softDeletePost(postId: string | undefined, actorId: string): Promise<void> {
  const current = await requirePost(postId);
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
}

/** Adds one view with `ADD`, so concurrent views are all counted. Only published posts count views. */
export async function recordPostView(postId: string): Promise<number> {
  try {
    const { data } = await Post.patch({ postId })
      .add({ viewCount: 1 })
      .where(({ lifecycle, status }, { eq }) => `${eq(lifecycle, 'active')} AND ${eq(status, 'published')}`)
      .go({ response: 'updated_new' });
    return data.viewCount ?? 0;
  } catch (error) {
    if (isConditionFailure(error)) throw new ItemNotFoundError(POST_NOT_FOUND);
    throw error;
  }
}

class PostChangedMeanwhile extends Error {
  override readonly name = 'PostChangedMeanwhile';
}

/** The copies a post keeps of its terms, with one term replaced (or removed, when `ref` is null). */
function withTerm(post: PostItem, kind: TermKind, termId: string, ref: TermRef | null) {
  const swap = (list: TermRef[] | undefined) =>
    (list ?? []).flatMap((term) => (term.id !== termId ? [term] : ref ? [ref] : []));
  if (kind === 'topic') return { topic: ref ?? undefined };
  return kind === 'tag' ? { tags: swap(post.tags) } : { categories: swap(post.categories) };
}

/**
 * Calls `change` for every post filed under a term (every status), reading each post again when
 * a concurrent edit made the conditional write fail. Terms have few posts on a personal site;
 * the work is bounded by them.
 */
async function forEachPostOf(kind: TermKind, termId: string, change: (post: PostItem) => Promise<void>): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ postId: string }>; cursor: string | null } = await PostLink.query
      .byTerm({ kind, termId })
      .go({ limit: 100, cursor });
    for (const { postId } of page.data) {
      for (let attempt = 1; ; attempt++) {
        const post = await getPost(postId);
        if (!post) break;
        try {
          await change(post);
          break;
        } catch (error) {
          // The post changed between the read and the conditional write: read it again.
          const conflict = error instanceof PostChangedMeanwhile || isConditionFailure(error);
          if (!conflict || attempt === 3) throw error;
        }
      }
    }
    cursor = page.cursor;
  } while (cursor);
}

/** After a rename: every post filed under the term shows its new name and slug. */
export async function refreshTermInPosts(kind: TermKind, ref: TermRef): Promise<void> {
  await forEachPostOf(kind, ref.id, async (post) => {
    await Post.patch({ postId: post.postId })
      .set(withTerm(post, kind, ref.id, ref))
      .where(({ version }, { eq }) => eq(version, post.version))
      .go();
  });
}

/** After a delete: the term leaves every post filed under it, with its links. */
export async function detachTermFromPosts(kind: TermKind, termId: string): Promise<void> {
  await forEachPostOf(kind, termId, async (post) => {
    const keys = linkKeys(post).filter((key) => key.kind === kind && key.termId === termId);
    const result = await createWriteTransaction({ post: Post, postLink: PostLink }, ({ post: posts, postLink }) => [
      (kind === 'topic'
        ? posts.patch({ postId: post.postId }).remove(['topic'])
        : posts.patch({ postId: post.postId }).set(withTerm(post, kind, termId, null))
      )
        .where(({ version }, { eq }) => eq(version, post.version))
        .commit(),
      ...keys.map((key) => postLink.delete(key).commit()),
    ]).go();
    if (result.canceled) throw new PostChangedMeanwhile();
  });
}
