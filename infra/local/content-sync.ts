import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
// Not collection-store.ts: that one reads the handlers' configuration, which is not set yet here.
import { rebuildCollection } from '#lambdas/lib/content/collection-index-store.ts';
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
 * Uploads content/ to the bucket like the CDK deploy does (prune off: files created through the
 * site stay), then rebuilds every collection index and renders every document from what the bucket
 * holds, so files created on the site stay listed too (and every document is rendered by this
 * version of the renderer). Unchanged files are skipped by comparing MD5 with the stored ETag,
 * so running it on every start costs little and never duplicates anything.
 */
export async function syncContent(
  s3: S3Client,
  bucket: string,
  directory: string,
): Promise<{ uploaded: number; unchanged: number }> {
  const objects: Array<{ key: string; body: Buffer; type: string }> = [];
  for (const file of await listFiles(directory)) {
    const key = CONTENT_KEY_PREFIX + path.relative(directory, file).split(path.sep).join('/');
    objects.push({ key, body: await readFile(file), type: contentType(file) });
  }
  let uploaded = 0;
  let unchanged = 0;
  for (const object of objects) {
    const etag = `"${createHash('md5').update(object.body).digest('hex')}"`;
    const existing = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: object.key })).catch(() => undefined);
    if (existing?.ETag === etag) {
      unchanged += 1;
      continue;
    }
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: object.key, Body: object.body, ContentType: object.type }),
    );
    uploaded += 1;
  }
  for (const { id } of COLLECTIONS) await rebuildCollection(id, { s3, bucket });
  return { uploaded, unchanged };
}
