import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** Key prefix of the markdown collections in the content bucket, served by CloudFront at /content/*. */
export const CONTENT_KEY_PREFIX = 'content/';

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
 * Uploads content/ to the bucket like the CDK BucketDeployment does (prune off: files created
 * through the site stay). Unchanged files are skipped by comparing MD5 with the stored ETag.
 */
export async function syncContent(
  s3: S3Client,
  bucket: string,
  directory: string,
): Promise<{ uploaded: number; unchanged: number }> {
  let uploaded = 0;
  let unchanged = 0;
  for (const file of await listFiles(directory)) {
    const key = CONTENT_KEY_PREFIX + path.relative(directory, file).split(path.sep).join('/');
    const body = await readFile(file);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const existing = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
    if (existing?.ETag === etag) {
      unchanged += 1;
      continue;
    }
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType(file) }));
    uploaded += 1;
  }
  return { uploaded, unchanged };
}
