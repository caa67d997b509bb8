import { REVISION_NOT_FOUND } from '#shared/blog.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { ConflictingWriteError, ItemNotFoundError } from '../errors';
import { getRevision } from './post-revisions';
import { fieldsOf, type PostItem, requirePost, writeChanges } from './posts';

/**
 * Brings a post back to one of its revisions, as the client read it at `version`: the post takes
 * the revision's title, slug, summary, body, terms, cover, status and schedule, as a new `restore`
 * revision. The terms and the cover are looked up again (a deleted one is the save's 400, a renamed
 * one comes back with its current name), and a slug taken by another post meanwhile is
 * `Slug exists`. A revision scheduled for a moment now past cannot be scheduled again: the post
 * keeps its current status and schedule then.
 */
export async function restoreRevision(
  postId: string | undefined,
  revisionId: string | undefined,
  actorId: string,
  version: number,
): Promise<PostItem> {
  const current = await requirePost(postId);
  const revision = await getRevision(current.postId, revisionId);
  if (!revision) throw new ItemNotFoundError(REVISION_NOT_FOUND);
  if (version !== current.version) throw new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  const pastSchedule =
    revision.status === 'scheduled' && (!revision.publishAt || Date.parse(revision.publishAt) <= Date.now());
  const fields = await fieldsOf({
    title: revision.title,
    slug: revision.slug,
    summary: revision.summary ?? '',
    body: revision.body,
    status: pastSchedule ? current.status : revision.status,
    publishAt: pastSchedule ? current.publishAt : revision.publishAt,
    topicId: revision.topic?.id ?? null,
    tagIds: (revision.tags ?? []).map((tag) => tag.id),
    categoryIds: (revision.categories ?? []).map((category) => category.id),
    coverImageId: revision.coverImageId ?? null,
  });
  return writeChanges(current, fields, actorId, { kind: 'restore', restoredFrom: revision.revisionId });
}
