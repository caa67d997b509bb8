import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { REPO_ROOT } from '../../bundling';
import { syncContent } from './content-sync';

/**
 * Seeds the local stack. Every step is idempotent, so `npm start` can run it on each start:
 * content/ is synced by checksum (unchanged files are skipped, documents edited in the browser kept).
 */
export async function seedLocalData(deps: { s3: S3Client; contentBucket: string }): Promise<string[]> {
  const content = await syncContent(deps.s3, deps.contentBucket, path.join(REPO_ROOT, 'content'));
  return [
    `content: ${content.uploaded} uploaded, ${content.unchanged} unchanged, ${content.kept} kept as edited in the browser`,
  ];
}
