import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
// Not collection-store.ts: that one reads the handlers' configuration, which is not set yet here.
import { rebuildCollection } from '#lambdas/lib/content/collection-index-store.ts';
import { currentEntries } from '#lambdas/lib/content/object-versions.ts';
import { seedDecision } from '#lambdas/lib/content/repository-seed.ts';
import { COLLECTIONS, CONTENT_KEY_PREFIX } from '#shared/content.ts';

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function contentType(file: string): string {
  if (file.endsWith('.md')) return 'text/markdown; charset=utf-8';
  if (file.endsWith('.json')) return 'application/json; charset=utf-8';
  return 'application/octet-stream';
}

/**
 * Brings the repository's content/ into the bucket by the rule a deploy follows in AWS
 * (lambdas/lib/content/repository-seed.ts): a document never edited in the browser follows the
 * repository, one saved or deleted in the browser keeps what the browser made, files created
 * through the site stay. Locally nothing saves while the stack starts, so the file is written
 * straight to its key rather than through a seed copy. Then every collection index is rebuilt
 * and every document rendered from what the bucket holds (by this version of the renderer).
 * Files the bucket already holds as they are are skipped by comparing MD5 with the stored ETag,
 * so running it on every start costs little and never duplicates anything.
 */
export async function syncContent(
  s3: S3Client,
  bucket: string,
  directory: string,
): Promise<{ uploaded: number; unchanged: number; kept: number }> {
  const counts = { uploaded: 0, unchanged: 0, kept: 0 };
  const current = new Map(
    (await currentEntries({ s3, bucket }, CONTENT_KEY_PREFIX)).map((entry) => [entry.key, entry]),
  );
  for (const file of await listFiles(directory)) {
    const key = CONTENT_KEY_PREFIX + path.relative(directory, file).split(path.sep).join('/');
    const body = await readFile(file);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const decision = await seedDecision({ s3, bucket }, key, etag, { current: current.get(key) });
    if (decision.action === 'same') counts.unchanged += 1;
    else if (decision.action !== 'follow') counts.kept += 1;
    else {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType(file) }));
      counts.uploaded += 1;
    }
  }
  for (const { id } of COLLECTIONS) await rebuildCollection(id, { s3, bucket });
  return counts;
}
