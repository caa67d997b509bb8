import { Post, type PostItem } from '../db/entities/post';
import { logger } from '../logger';
import { SCHEDULER_ID, SCHEDULER_NAME, writeRecorded } from './post-revisions';
import { sortDateOf } from './post-writes';
import { getPost } from './posts';

/** The write of a scheduled post was refused: it was published by another run, moved, or saved again. */
class NoLongerDue extends Error {
  override readonly name = 'NoLongerDue';
}

export interface PublishRun {
  /** The run's moment (default: now). */
  now?: Date;
  /**
   * Posts due up to this long after `now` are waited for and published in this run, so a post
   * due just after a run does not wait for the next one (the run must be able to last this long).
   */
  lookAheadMs?: number;
}

/** What one run did: the posts it published, and the ones whose write failed (they wait for the next run). */
export interface PublishOutcome {
  published: string[];
  failed: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes a scheduled post read at `current` when its `publishAt` has come: `publishedAt` is the
 * scheduled moment (or stays the first publication's, as a PUT keeps it), `sortDate` follows, the
 * links move to the published lists, all in one transaction. The write requires the post to be
 * still at the version read, still scheduled, for the same `publishAt`, and due: so of two runs
 * that read it, one publishes it and the other changes nothing (answers false).
 */
export async function publishScheduledPost(current: PostItem, now = new Date()): Promise<boolean> {
  const { publishAt } = current;
  const dueBy = now.toISOString();
  if (current.status !== 'scheduled' || !publishAt || publishAt > dueBy) return false;
  const own = {
    ...current,
    status: 'published' as const,
    publishedAt: current.publishedAt ?? publishAt,
    publishAt: undefined,
    updatedAt: dueBy,
    version: current.version + 1,
  };
  try {
    await writeRecorded(
      { ...own, sortDate: sortDateOf(own) },
      current,
      { kind: 'publish', savedBy: current.updatedBy || SCHEDULER_ID, savedByName: SCHEDULER_NAME },
      { scheduledFor: { publishAt, dueBy }, failure: new NoLongerDue() },
    );
    return true;
  } catch (error) {
    if (error instanceof NoLongerDue) return false;
    throw error;
  }
}

/** The scheduled posts due by `dueBy`, soonest first: gsi3's `scheduled` partition, ordered by publishAt. */
async function scheduledUntil(dueBy: string): Promise<Array<Pick<PostItem, 'postId' | 'publishAt'>>> {
  const { data } = await Post.query
    .byStatus({ lifecycle: 'active', status: 'scheduled' })
    .lte({ sortDate: dueBy })
    .go({ order: 'asc', pages: 'all', attributes: ['postId', 'publishAt'] });
  return data;
}

/**
 * One run of the publisher (the sweep; docs/decisions.md, "Scheduled posts: a sweep"): every
 * scheduled post whose publishAt has come is published, and those due within `lookAheadMs` are
 * waited for and published at their moment. Each post is read again (consistently) before its
 * conditional write, so a post saved as a draft or moved since the index was read is left alone.
 * A post whose write fails is logged and left scheduled for the next run; the others go on.
 */
export async function publishDuePosts({ now = new Date(), lookAheadMs = 0 }: PublishRun = {}): Promise<PublishOutcome> {
  const outcome: PublishOutcome = { published: [], failed: [] };
  const horizon = new Date(now.getTime() + lookAheadMs).toISOString();
  for (const { postId, publishAt } of await scheduledUntil(horizon)) {
    const wait = Date.parse(publishAt ?? '') - Date.now();
    if (wait > 0) await sleep(wait);
    try {
      const current = await getPost(postId);
      if (current && (await publishScheduledPost(current))) {
        outcome.published.push(postId);
        logger.info('Scheduled post published', { postId, publishAt });
      }
    } catch (error) {
      outcome.failed.push(postId);
      logger.error('Scheduled post not published', { postId, publishAt, error });
    }
  }
  return outcome;
}
