import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '#infra/local/s3/s3-local.ts';

/**
 * The local S3 judges S3's conditional writes (`If-Match`, `If-None-Match` on PutObject) as S3
 * does, so parallel render workers that check a page's stamp and then write it keep the stamp rule
 * locally too (lambdas/lib/render/site-bucket.ts, `putUnlessNewer`).
 */
const s3 = localS3Client(process.env.S3_ENDPOINT ?? '');
/** A bucket without versions (as the site bucket), and the versioned content bucket. */
const plainBucket = `conditions-${randomUUID()}`;
const versionedBucket = process.env.CONTENT_BUCKET ?? '';

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: plainBucket }));
});
afterAll(() => s3.destroy());

const statusOf = async (write: Promise<unknown>) =>
  write.then(
    () => 200,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
  );

async function read(Bucket: string, Key: string): Promise<string | undefined> {
  return (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToString('utf-8');
}

describe.each([
  ['a bucket without versions', plainBucket],
  ['a versioned bucket', versionedBucket],
])('conditional PutObject on %s', (_, Bucket) => {
  it('If-None-Match: * writes only where no object is', async () => {
    const Key = `content/conditions/${randomUUID()}`;
    expect(await statusOf(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'first', IfNoneMatch: '*' })))).toBe(200);
    expect(await statusOf(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'second', IfNoneMatch: '*' })))).toBe(412);
    expect(await read(Bucket, Key)).toBe('first');
  });

  it('If-Match writes only over the object judged: another ETag answers 412, no object 404', async () => {
    const Key = `content/conditions/${randomUUID()}`;
    expect(await statusOf(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'x', IfMatch: '"0"' })))).toBe(404);
    const first = await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'one' }));
    const second = await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'two', IfMatch: first.ETag }));
    expect(second.ETag).not.toBe(first.ETag);
    expect(await statusOf(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'stale', IfMatch: first.ETag })))).toBe(
      412,
    );
    expect(await read(Bucket, Key)).toBe('two');
  });

  it('parallel read-then-conditional-write loses no write', async () => {
    const Key = `content/conditions/${randomUUID()}`;
    // Each writer adds its name to the list: read it, then write it back on the condition it is
    // still what was read; a writer that lost reads again.
    const add = async (name: string) => {
      for (;;) {
        const stored = await s3
          .send(new HeadObjectCommand({ Bucket, Key }))
          .then(async (head) => ({ etag: head.ETag, body: (await read(Bucket, Key)) ?? '' }))
          .catch(() => undefined);
        const body = stored ? `${stored.body},${name}` : name;
        const condition = stored?.etag ? { IfMatch: stored.etag } : { IfNoneMatch: '*' };
        const status = await statusOf(s3.send(new PutObjectCommand({ Bucket, Key, Body: body, ...condition })));
        if (status === 200) return;
        expect([404, 412]).toContain(status);
      }
    };
    const names = Array.from({ length: 8 }, (_, index) => `w${index}`);
    await Promise.all(names.map(add));
    expect((await read(Bucket, Key))?.split(',').sort()).toEqual(names);
    // Well under a second alone, and it may queue behind the full render that shares this s3rver.
    // It once hung here for good: a read met s3rver's half-written file (s3-atomic-reads.test.ts).
  }, 60_000);
});
