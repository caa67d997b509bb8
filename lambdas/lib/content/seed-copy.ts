import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { CONTENT_KEY_PREFIX, SEED_KEY_PREFIX } from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { logger } from '../logger';
import { copyDocument } from './collection-store';
import { seedDecision } from './repository-seed';
import { claimVersion } from './version-claim';

/** What the claim of a deploy's copy names as its writer (saves name a user id). */
const DEPLOY_EDITOR = 'deploy';

/**
 * A deploy uploaded the repository's copy of a document to `seedKey` (`_seed/<collection>/….md`):
 * it becomes the document's current version unless the document was edited or deleted in the
 * browser (repository-seed.ts). The copy claims the version it replaces, as a save does, so a save
 * at the same moment is not overwritten; the copy's own object event then rebuilds the index.
 */
export async function applySeed(seedKey: string): Promise<string> {
  const key = CONTENT_KEY_PREFIX + seedKey.slice(SEED_KEY_PREFIX.length);
  const seed = await s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: seedKey }));
  const decision = await seedDecision({ s3, bucket: config.contentBucket }, key, seed.ETag ?? '');
  if (decision.action !== 'follow') {
    logger.info('Repository copy not applied', { key, decision: decision.action });
    return decision.action;
  }
  const { currentVersionId } = decision;
  if (
    currentVersionId !== undefined &&
    !(await claimVersion({ key, baseVersionId: currentVersionId }, DEPLOY_EDITOR))
  ) {
    logger.info('Repository copy not applied', { key, decision: 'saved meanwhile' });
    return 'edited';
  }
  await copyDocument(key, { key: seedKey, versionId: seed.VersionId }, undefined);
  logger.info('Repository copy applied', { key });
  return 'follow';
}
