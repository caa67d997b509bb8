import { randomBytes } from 'node:crypto';
import { DELETED_USER_NAME } from '#shared/accounts.ts';
import type { PostRevision, PostRevisionKind, PostRevisionSummary } from '#shared/blog.ts';
import { type PeopleReader, peopleShownTo } from '../accounts/people';
import { getUser } from '../accounts/users';
import type { PostItem } from '../db/entities/post';
import { PostPendingChanges } from '../db/entities/post-pending-changes';
import { PostPresence } from '../db/entities/post-presence';
import { PostRevision as PostRevisionEntity, type PostRevisionItem } from '../db/entities/post-revision';
import { cursorAfterItem, type PageRequest, queryExactPage } from '../db/page';
import { isItemId } from '../item-id';
import { logger } from '../logger';
import { coversOf } from '../media/covers';
import { type WriteGuard, writePost } from './post-writes';

export type { PostRevisionItem };

/** Revisions kept per post; more only when the older ones are all publications (never deleted). */
export const KEPT_REVISIONS = 100;
/** Who a publication by the scheduled publisher is credited to, when the post names nobody. */
export const SCHEDULER_ID = 'scheduler';
export const SCHEDULER_NAME = 'Scheduled publication';

const TIME_DIGITS = 9;
const REVISION_ID = /^[0-9a-z]{9}-[0-9a-z]{1,16}$/;

const timeOf = (revisionId: string) => Number.parseInt(revisionId.slice(0, TIME_DIGITS), 36);

/**
 * A revision id: the save's millisecond time in base 36, zero-padded so ids sort as text in time
 * order, then a random suffix. It is always later than the post's newest revision (`after`), so a
 * post's revisions stay in write order even when two writes share a millisecond or a clock lags.
 */
export function newRevisionId(after?: string, now = Date.now()): string {
  const time = after ? Math.max(now, timeOf(after) + 1) : now;
  return `${time.toString(36).padStart(TIME_DIGITS, '0')}-${randomBytes(4).readUInt32BE().toString(36)}`;
}

/** The kind of an ordinary write of `previous` (undefined: a create) into `next`, by its status change. */
function revisionKindOf(
  previous: Pick<PostItem, 'status' | 'publishAt'> | undefined,
  next: Pick<PostItem, 'status' | 'publishAt'>,
): PostRevisionKind {
  if (next.status === 'published') return previous?.status === 'published' ? 'save' : 'publish';
  if (previous?.status === 'published' && next.status === 'draft') return 'unpublish';
  if (next.status === 'scheduled' && (previous?.status !== 'scheduled' || previous.publishAt !== next.publishAt)) {
    return 'schedule';
  }
  return 'save';
}

/** The newest revision of a post, or undefined for a post not saved since revisions were kept. */
export async function newestRevision(postId: string): Promise<PostRevisionItem | undefined> {
  const { data } = await PostRevisionEntity.query.byPost({ postId }).go({ order: 'desc', limit: 1, consistent: true });
  return data[0];
}

/** The name a revision credits its author with: the account's name when there is one. */
export async function nameOf(userId: string): Promise<string> {
  const account = await getUser(userId);
  return account ? `${account.firstName} ${account.lastName}`.trim() || 'Unknown editor' : 'Unknown editor';
}

/** Who made a write and why, for its revision. */
export interface RevisionNote {
  kind: PostRevisionKind;
  savedBy: string;
  savedByName: string;
  restoredFrom?: string;
}

/**
 * The revision a write of the post read at `previous` into `next` records. An autosave whose post's
 * newest revision is an autosave by the same editor, made at the version the write starts from,
 * replaces that revision (same id) instead of adding one: an hour of typing is one entry of the
 * history. `added` says whether the history grew (and may need pruning).
 */
async function revisionOf(
  previous: PostItem | undefined,
  next: PostItem,
  note: RevisionNote,
): Promise<{ revision: PostRevisionItem; added: boolean }> {
  const newest = previous ? await newestRevision(next.postId) : undefined;
  const coalesce =
    note.kind === 'autosave' &&
    newest?.kind === 'autosave' &&
    newest.savedBy === note.savedBy &&
    newest.version === previous?.version;
  const revision: PostRevisionItem = {
    postId: next.postId,
    revisionId: coalesce && newest ? newest.revisionId : newRevisionId(newest?.revisionId),
    kind: note.kind,
    version: next.version,
    title: next.title,
    slug: next.slug,
    summary: next.summary ?? '',
    body: next.body,
    status: next.status,
    publishAt: next.publishAt,
    topic: next.topic,
    tags: next.tags ?? [],
    categories: next.categories ?? [],
    coverImageId: next.coverImageId,
    savedBy: note.savedBy,
    savedByName: note.savedByName,
    savedAt: next.updatedAt,
    restoredFrom: note.restoredFrom,
  };
  return { revision, added: !coalesce };
}

/**
 * Keeps a post's history to KEPT_REVISIONS revisions, never deleting a `publish` one: when there
 * are more, the oldest other ones go until KEPT_REVISIONS are left (or only publications are older).
 * Run after a write that added a revision, outside its transaction (a prune that fails leaves a
 * few extra revisions for the next write to remove). The Query projects the keys and kinds, but
 * DynamoDB bills it by the revisions' full size, so it runs only after a write that added one to
 * a history that may be over the limit (mayExceedKept).
 */
export async function pruneRevisions(postId: string): Promise<number> {
  const { data } = await PostRevisionEntity.query
    .byPost({ postId })
    .go({ order: 'asc', pages: 'all', attributes: ['postId', 'revisionId', 'kind'] });
  const excess = data.length - KEPT_REVISIONS;
  if (excess <= 0) return 0;
  const stale = data
    .filter((revision) => revision.kind !== 'publish')
    .slice(0, excess)
    .map(({ revisionId }) => ({ postId, revisionId }));
  await deleteKeys(stale, (keys) => PostRevisionEntity.delete(keys).go());
  return stale.length;
}

/**
 * Whether a post's history may hold more than KEPT_REVISIONS revisions, read from its oldest one
 * (a one-item Query): each write adds at most one revision at its own version, so a post whose
 * oldest revision is fewer than KEPT_REVISIONS versions back cannot, and the whole history is not
 * read (most posts never get there).
 */
async function mayExceedKept(post: Pick<PostItem, 'postId' | 'version'>): Promise<boolean> {
  const { data } = await PostRevisionEntity.query
    .byPost({ postId: post.postId })
    .go({ order: 'asc', limit: 1, attributes: ['postId', 'revisionId', 'version'] });
  const oldest = data[0];
  return oldest !== undefined && post.version - oldest.version + 1 > KEPT_REVISIONS;
}

const MAX_DELETE_ROUNDS = 5;

/** Batch-deletes keys; the ones DynamoDB leaves unprocessed (throttling) are sent again. */
async function deleteKeys<Key>(keys: Key[], remove: (keys: Key[]) => Promise<{ unprocessed: Key[] }>) {
  let pending = keys;
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_DELETE_ROUNDS) throw new Error(`${pending.length} items left undeleted by DynamoDB`);
    pending = (await remove(pending)).unprocessed;
  }
}

/** After a post's soft delete: its revisions, editors' pending changes and presence go too (one Query each). */
export async function deletePostHistory(postId: string): Promise<void> {
  const keys = ['postId', 'revisionId'] as const;
  const [revisions, pending, presence] = await Promise.all([
    PostRevisionEntity.query.byPost({ postId }).go({ pages: 'all', attributes: [...keys] }),
    PostPendingChanges.query.byPost({ postId }).go({ pages: 'all', attributes: ['postId', 'userId'] }),
    PostPresence.query.byPost({ postId }).go({ pages: 'all', attributes: ['postId', 'userId'] }),
  ]);
  await Promise.all([
    deleteKeys(revisions.data, (batch) => PostRevisionEntity.delete(batch).go()),
    deleteKeys(pending.data, (batch) => PostPendingChanges.delete(batch).go()),
    deleteKeys(presence.data, (batch) => PostPresence.delete(batch).go()),
  ]);
}

/** What a history entry shows: a revision without its content. */
const SUMMARY_ATTRIBUTES = [
  'postId',
  'revisionId',
  'kind',
  'version',
  'title',
  'status',
  'savedAt',
  'savedBy',
  'savedByName',
  'restoredFrom',
] as const;

type RevisionHead = Pick<PostRevisionItem, (typeof SUMMARY_ATTRIBUTES)[number]>;

/**
 * How revisions are answered to `reader`: the name of an editor whose account is deleted is shown
 * to admins only, as a post's author is (accounts/people.ts); everyone else reads DELETED_USER_NAME.
 * A publication by the publisher names no person, so its name stays.
 */
export async function revisionSummariesFor(
  reader: PeopleReader,
  items: readonly RevisionHead[],
): Promise<(item: RevisionHead) => PostRevisionSummary> {
  const shown = await peopleShownTo(
    reader,
    items.filter((item) => item.savedByName !== SCHEDULER_NAME).map((item) => item.savedBy),
  );
  return (item) => {
    const name =
      item.savedByName === SCHEDULER_NAME
        ? item.savedByName
        : (shown(item.savedBy, item.savedByName)?.name ?? DELETED_USER_NAME);
    return {
      id: item.revisionId,
      postId: item.postId,
      kind: item.kind,
      version: item.version,
      title: item.title,
      status: item.status,
      savedAt: item.savedAt,
      savedBy: item.savedBy,
      savedByName: name,
      ...(item.restoredFrom ? { restoredFrom: item.restoredFrom } : {}),
    };
  };
}

const cursorOfRevision = cursorAfterItem<RevisionHead>(PostRevisionEntity, 'byPost');

/** A page of a post's history, newest first, without bodies, as `reader` is shown it. */
export async function listRevisions(postId: string, page: PageRequest, reader: PeopleReader) {
  const result = await queryExactPage(page, cursorOfRevision, ({ count, limit, cursor }) =>
    PostRevisionEntity.query
      .byPost({ postId })
      .go({ order: 'desc', count, limit, cursor, attributes: [...SUMMARY_ATTRIBUTES] }),
  );
  const toSummary = await revisionSummariesFor(reader, result.items);
  return { items: result.items.map(toSummary), cursor: result.cursor };
}

/** One revision of a post; undefined for an id that is not one of its revisions. */
export async function getRevision(
  postId: string,
  revisionId: string | undefined,
): Promise<PostRevisionItem | undefined> {
  if (!isItemId(postId) || !revisionId || !REVISION_ID.test(revisionId)) return undefined;
  const { data } = await PostRevisionEntity.get({ postId, revisionId }).go({ consistent: true });
  return data ?? undefined;
}

/** A revision as the API answers it to `reader`, with its cover image read. */
export async function toRevisionAnswer(item: PostRevisionItem, reader: PeopleReader): Promise<PostRevision> {
  const [coverOf, toSummary] = await Promise.all([coversOf([item.coverImageId]), revisionSummariesFor(reader, [item])]);
  const cover = coverOf(item.coverImageId);
  return {
    ...toSummary(item),
    slug: item.slug,
    summary: item.summary ?? '',
    body: item.body,
    topic: item.topic ?? null,
    tags: item.tags ?? [],
    categories: item.categories ?? [],
    ...(cover ? { cover } : {}),
    publishAt: item.publishAt ?? null,
  };
}

/**
 * Writes a post (writePost) with the one revision the write records, then prunes the history when
 * it grew. `kind` defaults to the one the status change makes (revisionKindOf). A failed prune is
 * logged, not answered: the post is saved, and the next write prunes again.
 */
export async function writeRecorded(
  next: PostItem,
  previous: PostItem | undefined,
  note: Omit<RevisionNote, 'kind'> & { kind?: PostRevisionKind },
  guard?: WriteGuard,
): Promise<void> {
  const { revision, added } = await revisionOf(previous, next, {
    ...note,
    kind: note.kind ?? revisionKindOf(previous, next),
  });
  await writePost(next, previous, guard, revision);
  if (!added) return;
  try {
    if (await mayExceedKept(next)) await pruneRevisions(next.postId);
  } catch (error) {
    logger.error('Post revisions not pruned', { postId: next.postId, error });
  }
}
