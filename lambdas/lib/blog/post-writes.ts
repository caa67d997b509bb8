import { createWriteTransaction } from 'electrodb';
import { type PostStatus, SLUG_EXISTS, type TermKind, type TermRef } from '#shared/blog.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { BlogNode } from '../db/entities/blog-node';
import { Post, type PostItem } from '../db/entities/post';
import { PostLink } from '../db/entities/post-link';
import { PostRevision, type PostRevisionItem } from '../db/entities/post-revision';
import { UniqueValue } from '../db/entities/unique-value';
import { runGuardedTransaction } from '../db/transactions';
import { ConflictingWriteError, InvalidInputError } from '../errors';
import { SavedByEarlierTry } from '../idempotency/create-id';
import { recordPostMediaUsage } from '../media/usage-targets';
import { countMetric } from '../metrics';
import { NODE_TEXT } from './nodes';

export const slugGuard = (slug: string) => ({ kind: 'slug' as const, value: `post/${slug}` });
/** The item that keeps a published post's earlier slug, so its old address redirects to the post. */
export const oldSlugKey = (slug: string) => ({ kind: 'oldSlug' as const, value: `post/${slug}` });
export const transactionEntities = {
  post: Post,
  postLink: PostLink,
  uniqueValue: UniqueValue,
  blogNode: BlogNode,
  postRevision: PostRevision,
};

/** The lower-case words of a text without accents: a title's (stored between single spaces) and a search's. */
export function titleWordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The filter fields (post-filter-attributes.ts) of a post's title and terms. */
export function filterFieldsOf(post: Pick<PostItem, 'title' | 'topic' | 'tags' | 'categories'>) {
  return {
    titleSearch: ` ${titleWordsOf(post.title).join(' ')} `,
    topicId: post.topic?.id,
    tagIds: (post.tags ?? []).map((tag) => tag.id),
    categoryIds: (post.categories ?? []).map((category) => category.id),
  };
}

/** The order of a post in its status's list: publishedAt when published, publishAt when scheduled, else updatedAt. */
export function sortDateOf(post: Pick<PostItem, 'status' | 'publishedAt' | 'publishAt' | 'updatedAt'>): string {
  if (post.status === 'published' && post.publishedAt) return post.publishedAt;
  if (post.status === 'scheduled' && post.publishAt) return post.publishAt;
  return post.updatedAt;
}

interface LinkKey {
  kind: TermKind;
  termId: string;
  postId: string;
  status: PostStatus;
  sortDate: string;
}

export function linkKeys(
  post: Pick<PostItem, 'postId' | 'status' | 'sortDate' | 'topic' | 'tags' | 'categories'>,
): LinkKey[] {
  const { postId, status, sortDate } = post;
  const terms: Array<[TermKind, TermRef]> = [
    ...(post.topic ? [['topic', post.topic] as [TermKind, TermRef]] : []),
    ...(post.tags ?? []).map((tag) => ['tag', tag] as [TermKind, TermRef]),
    ...(post.categories ?? []).map((category) => ['category', category] as [TermKind, TermRef]),
  ];
  return terms.map(([kind, term]) => ({ kind, termId: term.id, postId, status, sortDate }));
}

const keyText = (key: LinkKey) => `${key.kind}/${key.termId}/${key.status}/${key.sortDate}`;

/** What the write of an existing post also requires of it, besides being active at the version read. */
export interface WriteGuard {
  /** It is still scheduled for `publishAt`, and that moment is not after `dueBy`. */
  scheduledFor: { publishAt: string; dueBy: string };
  /** Thrown when it no longer is. */
  failure: Error;
}

/**
 * The post item, its links and its slug guard, plus a check that each term still exists, in one
 * transaction: a slug taken meanwhile is `Slug exists`, a term deleted meanwhile is its 404 text.
 * A published post whose slug changes keeps the old one (oldSlugKey). With `revision`, the
 * revision the write records (lib/blog/post-revisions.ts) is put in the same transaction, so a
 * refused write records none.
 */
export async function writePost(
  post: PostItem,
  previous: PostItem | undefined,
  guard?: WriteGuard,
  revision?: PostRevisionItem,
): Promise<void> {
  const next = { ...post, ...filterFieldsOf(post) };
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
    authorId: next.authorId,
    titleSearch: next.titleSearch,
    topicId: next.topicId,
    tagIds: next.tagIds,
    categoryIds: next.categoryIds,
    coverImageId: next.coverImageId,
  };
  const changedElsewhere = guard?.failure ?? new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  // The view count changes only by ADD; the id is the key; a post moved out of its topic loses
  // its topic, a post no longer scheduled its publishAt, and a post without a cover its cover.
  const { viewCount: _views, postId: _id, topic, publishAt, topicId, coverImageId, ...rest } = next;
  const changes = {
    ...rest,
    ...(topic ? { topic, topicId } : {}),
    ...(publishAt ? { publishAt } : {}),
    ...(coverImageId ? { coverImageId } : {}),
  };
  const removed = [
    ...(!topic && previous?.topic ? (['topic', 'topicId'] as const) : []),
    ...(!publishAt && previous?.publishAt ? (['publishAt'] as const) : []),
    ...(!coverImageId && previous?.coverImageId ? (['coverImageId'] as const) : []),
  ];
  await runGuardedTransaction((collect) =>
    createWriteTransaction(transactionEntities, ({ post: posts, postLink, uniqueValue, blogNode, postRevision }) =>
      collect([
        // A create's own item first: when its id is taken, an earlier try of the same create was
        // saved, and the slug guard that fails with it is that post's, not a conflict.
        ...(previous ? [] : [{ write: posts.create(next).commit(), failure: new SavedByEarlierTry() }]),
        ...(slugChanged
          ? [
              {
                write: uniqueValue.create({ ...slugGuard(next.slug), ownerId: next.postId }).commit(),
                failure: new InvalidInputError(SLUG_EXISTS),
              },
            ]
          : []),
        ...(previous && slugChanged ? [{ write: uniqueValue.delete(slugGuard(previous.slug)).commit() }] : []),
        // A published post's address was public: the old slug keeps leading to it.
        ...(previous && slugChanged && previous.status === 'published'
          ? [{ write: uniqueValue.put({ ...oldSlugKey(previous.slug), ownerId: next.postId }).commit() }]
          : []),
        ...(previous
          ? [
              {
                write: (removed.length > 0
                  ? posts
                      .patch({ postId: next.postId })
                      .set(changes)
                      .remove([...removed])
                  : posts.patch({ postId: next.postId }).set(changes)
                )
                  .where((attributes, { eq, lte }) =>
                    [
                      eq(attributes.lifecycle, 'active'),
                      eq(attributes.version, previous.version),
                      ...(guard
                        ? [
                            eq(attributes.status, 'scheduled'),
                            eq(attributes.publishAt, guard.scheduledFor.publishAt),
                            lte(attributes.publishAt, guard.scheduledFor.dueBy),
                          ]
                        : []),
                    ].join(' AND '),
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
        ...(revision ? [{ write: postRevision.put(revision).commit() }] : []),
      ]),
    ).go(),
  );
  if (next.status === 'published' && previous?.status !== 'published') countMetric('PostsPublished');
  // Every save (the form, a status change, the publisher, a term's rename) records the post's
  // images with its current pages, which the image's delete renders again.
  await recordPostMediaUsage(post);
}
