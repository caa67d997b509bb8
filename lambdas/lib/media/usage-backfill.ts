import { POST_STATUSES } from '#shared/blog.ts';
import { COLLECTIONS } from '#shared/content.ts';
import { PROJECT_VISIBILITY } from '#shared/projects.ts';
import { displayNameOf } from '../accounts/user-names';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { readCollection } from '../content/collection-index-store';
import { readMarkdownMetadata } from '../content/markdown-metadata';
import { Post } from '../db/entities/post';
import { Project } from '../db/entities/project';
import { User } from '../db/entities/user';
import {
  recordDocumentMediaUsage,
  recordPostMediaUsage,
  recordProfileMediaUsage,
  recordProjectMediaUsage,
} from './usage-targets';

/** What one run recorded, by kind of content. */
export interface MediaUsageBackfill {
  posts: number;
  projects: number;
  documents: number;
  profiles: number;
}

/** Records written at once: each is a Query and a few writes. */
const CONCURRENCY = 8;

async function eachInTurn<Item>(items: readonly Item[], record: (item: Item) => Promise<void>): Promise<number> {
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    await Promise.all(items.slice(start, start + CONCURRENCY).map(record));
  }
  return items.length;
}

/**
 * Records the uses of images of every live post, project, document and profile picture, as their
 * saves do (usage-targets.ts): for content saved before uses were recorded. Idempotent (each
 * content's uses are replaced by what it shows now), and safe while the site runs: a save meanwhile
 * records the same thing from its own version.
 */
export async function backfillMediaUsage(): Promise<MediaUsageBackfill> {
  const posts = (
    await Promise.all(
      POST_STATUSES.map((status) => Post.query.byStatus({ lifecycle: 'active', status }).go({ pages: 'all' })),
    )
  ).flatMap(({ data }) => data);
  const projects = (
    await Promise.all(
      Object.values(PROJECT_VISIBILITY).map((visibility) =>
        Project.query.byVisibility({ lifecycle: 'active', visibility }).go({ pages: 'all' }),
      ),
    )
  ).flatMap(({ data }) => data);
  const { data: users } = await User.query
    .newestFirst({})
    .where(({ profilePictureId }, { exists }) => exists(profilePictureId))
    .go({ pages: 'all' });
  const store = { s3, bucket: config.contentBucket };
  let documents = 0;
  for (const { id: collection } of COLLECTIONS) {
    const sources = await readCollection(collection, store);
    documents += await eachInTurn(sources, ({ path, markdown }) =>
      recordDocumentMediaUsage(collection, path, markdown, readMarkdownMetadata(markdown).heading),
    );
  }
  return {
    posts: await eachInTurn(posts, recordPostMediaUsage),
    projects: await eachInTurn(projects, recordProjectMediaUsage),
    documents,
    profiles: await eachInTurn(users, (user) =>
      recordProfileMediaUsage(user.userId, displayNameOf(user), user.profilePictureId),
    ),
  };
}
