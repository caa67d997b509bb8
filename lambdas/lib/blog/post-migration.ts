import { GetCommand, type GetCommandInput, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { POST_STATUSES } from '#shared/blog.ts';
import { documentClient } from '../db/client';
import { Post, type PostItem } from '../db/entities/post';
import { ConflictingWriteError } from '../errors';
import { logger } from '../logger';
import { filterFieldsOf, sortDateOf, writePost } from './post-writes';

/** What one run of the migration did. */
export interface PostMigration {
  /** Live posts read. */
  checked: number;
  /** Posts rewritten in the current form. */
  migrated: number;
  /** Posts whose rewrite failed (logged with the reason); a later run tries them again. */
  failed: string[];
}

type RawItem = Record<string, unknown>;

/** The stored fields that depend on how posts are written: the index keys, `sortDate` and the filter fields. */
const DERIVED_FIELDS = ['gsi1sk', 'gsi2sk', 'gsi3sk', 'sortDate', 'titleSearch', 'topicId', 'tagIds', 'categoryIds'];

const POSTS_PER_PAGE = 100;
const ATTEMPTS = 3;

const parsed = (raw: RawItem): PostItem => Post.parse({ Item: raw }).data as PostItem;

/** The post as it is written today: derived fields from its own fields, exactly as writePost stores them. */
function currentForm(post: PostItem): RawItem {
  const item = { ...post, ...filterFieldsOf(post), sortDate: sortDateOf(post) };
  return Post.put(item).params().Item as RawItem;
}

/** A stored post whose keys, order or filter fields are not the ones today's writes give it. */
function isOutdated(raw: RawItem): boolean {
  const expected = currentForm(parsed(raw));
  return DERIVED_FIELDS.some((field) => JSON.stringify(raw[field]) !== JSON.stringify(expected[field]));
}

/** The stored post, read consistently; undefined when it is gone or deleted. */
async function readRaw(postId: string): Promise<RawItem | undefined> {
  const params = Post.get({ postId }).params() as GetCommandInput;
  const { Item } = await documentClient.send(new GetCommand({ ...params, ConsistentRead: true }));
  return Item && Item.lifecycle === 'active' ? Item : undefined;
}

/**
 * Brings one post to the current form through writePost, as a save would, conditional on the
 * version read: its index keys, `sortDate`, filter fields and links are rebuilt, its own fields and
 * its last change (updatedAt, updatedBy) are kept, and the version moves on, so an editor's form
 * or the publisher holding the older read cannot write the old links back. A post changed
 * meanwhile is read again: a save by today's code has already brought it up to date.
 */
async function migratePost(postId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const raw = await readRaw(postId);
    if (!raw || !isOutdated(raw)) return false;
    const post = parsed(raw);
    try {
      await writePost({ ...post, sortDate: sortDateOf(post), version: post.version + 1 }, post);
      return true;
    } catch (error) {
      if (!(error instanceof ConflictingWriteError) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** Every live post's stored item, a page at a time: gsi3, whose keys every version of a post has had. */
async function* livePosts(): AsyncGenerator<RawItem> {
  for (const status of POST_STATUSES) {
    const params = Post.query.byStatus({ lifecycle: 'active', status }).params() as QueryCommandInput;
    let startKey: QueryCommandInput['ExclusiveStartKey'];
    do {
      const page = await documentClient.send(
        new QueryCommand({ ...params, Limit: POSTS_PER_PAGE, ExclusiveStartKey: startKey }),
      );
      yield* page.Items ?? [];
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
}

/**
 * Rewrites every live post stored before its current form (posts written before 0.14.0: gsi1 by
 * createdAt, drafts ordered by createdAt, no filter fields on the post and its links), so each is
 * listed and filtered by `GET /api/posts` again. Idempotent: an up-to-date post is only read, so a
 * second run changes nothing. Safe while the site runs: each rewrite is conditional on the version
 * read. A post whose rewrite fails (a term of it deleted meanwhile, an item the current form
 * refuses) is logged and counted; the others go on.
 */
export async function migratePosts(): Promise<PostMigration> {
  const outcome: PostMigration = { checked: 0, migrated: 0, failed: [] };
  // A draft rewritten moves later in its partition (sortDate: createdAt to updatedAt) and is met again.
  const seen = new Set<string>();
  for await (const raw of livePosts()) {
    const postId = String(raw.postId);
    if (seen.has(postId)) continue;
    seen.add(postId);
    outcome.checked += 1;
    try {
      if (isOutdated(raw) && (await migratePost(postId))) outcome.migrated += 1;
    } catch (error) {
      outcome.failed.push(postId);
      logger.error('Post not migrated', { postId, error });
    }
  }
  return outcome;
}
