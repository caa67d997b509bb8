import type { PostPendingChanges as PendingAnswer } from '#shared/blog.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { PostPendingChanges, type PostPendingChangesItem } from '../db/entities/post-pending-changes';
import { ConflictingWriteError } from '../errors';
import { isItemId } from '../item-id';
import { nameOf } from './post-revisions';
import { fieldsOf, type PostInput, type PostItem, requirePost, writeChanges } from './posts';

/** What an autosave did: the post as it is now, and the caller's pending changes (none for a draft). */
export interface AutosaveOutcome {
  post: PostItem;
  pending: PostPendingChangesItem | undefined;
}

/**
 * An autosave of the editor form, read at `version`. A draft is saved as a PUT would save it (the
 * same checks, slug and terms), recorded as an `autosave` revision, except that it stays a draft:
 * the status and schedule of the form apply only when the editor saves. A published or scheduled
 * post is not touched: the fields become the caller's pending changes for it (one item per editor
 * per post), checked as a save checks them, but for the slug, whose uniqueness is checked when
 * they are applied. A stale `version` is a conflict either way.
 */
export async function autosavePost(
  postId: string | undefined,
  { slug, ...input }: Omit<PostInput, 'slug'> & { slug?: string },
  actorId: string,
  version: number,
): Promise<AutosaveOutcome> {
  const current = await requirePost(postId);
  if (version !== current.version) throw new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  const own = { ...input, slug: slug || current.slug };
  if (current.status === 'draft') {
    const fields = await fieldsOf({ ...own, status: 'draft', publishAt: undefined });
    return { post: await writeChanges(current, fields, actorId, { kind: 'autosave' }), pending: undefined };
  }
  const fields = await fieldsOf(own);
  const pending: PostPendingChangesItem = {
    postId: current.postId,
    userId: actorId,
    baseVersion: version,
    savedAt: new Date().toISOString(),
    savedByName: await nameOf(actorId),
    title: fields.title,
    slug: fields.slug,
    summary: fields.summary,
    body: fields.body,
    status: fields.status,
    publishAt: fields.status === 'scheduled' && fields.publishAt ? new Date(fields.publishAt).toISOString() : undefined,
    topicId: fields.topic?.id,
    tagIds: fields.tags.map((tag) => tag.id),
    categoryIds: fields.categories.map((category) => category.id),
    coverImageId: fields.coverImageId,
  };
  await PostPendingChanges.put(pending).go();
  return { post: current, pending };
}

/** The caller's pending changes to a post (404 for a post that is not there), or undefined. */
export async function getPendingChanges(
  postId: string | undefined,
  userId: string,
): Promise<PostPendingChangesItem | undefined> {
  const post = await requirePost(postId);
  const { data } = await PostPendingChanges.get({ postId: post.postId, userId }).go({ consistent: true });
  return data ?? undefined;
}

/** Removes the caller's pending changes to a post, if any: after its save, or on "Discard changes". */
export async function discardPendingChanges(postId: string | undefined, userId: string): Promise<void> {
  if (!isItemId(postId)) return;
  await PostPendingChanges.delete({ postId, userId }).go();
}

export function toPendingAnswer(item: PostPendingChangesItem): PendingAnswer {
  return {
    postId: item.postId,
    baseVersion: item.baseVersion,
    savedAt: item.savedAt,
    savedBy: item.userId,
    savedByName: item.savedByName,
    title: item.title,
    slug: item.slug,
    summary: item.summary ?? '',
    body: item.body,
    status: item.status,
    publishAt: item.publishAt ?? null,
    topicId: item.topicId ?? null,
    tagIds: item.tagIds ?? [],
    categoryIds: item.categoryIds ?? [],
    coverImageId: item.coverImageId ?? null,
  };
}
