import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { readContentWrite } from '#lambdas/lib/render/all-pages.ts';

/**
 * One write of a content object, told by its version id, and the version before it: what the
 * renderer compares when a collection's index is written (docs/rendering.md, "Kept fresh"), on the
 * local S3's versioned content bucket.
 */
const Bucket = process.env.CONTENT_BUCKET ?? '';

async function write(Key: string, value: unknown): Promise<string> {
  const written = await s3.send(new PutObjectCommand({ Bucket, Key, Body: JSON.stringify(value) }));
  expect(written.VersionId).toEqual(expect.any(String));
  return written.VersionId ?? '';
}

describe('a write of a versioned content object and the one before it', () => {
  it('answers each write with its predecessor, whichever write is asked about', async () => {
    const Key = `content/_test-writes/${randomUUID()}.json`;
    const first = await write(Key, { n: 1 });
    const second = await write(Key, { n: 2 });
    const third = await write(Key, { n: 3 });
    expect(await readContentWrite(Key, first)).toEqual({ before: undefined, after: { n: 1 } });
    expect(await readContentWrite(Key, second)).toEqual({ before: { n: 1 }, after: { n: 2 } });
    expect(await readContentWrite(Key, third)).toEqual({ before: { n: 2 }, after: { n: 3 } });
  });

  it('without the write among the versions: no predecessor, and the newest', async () => {
    const Key = `content/_test-writes/${randomUUID()}.json`;
    await write(Key, { n: 1 });
    await write(Key, { n: 2 });
    expect(await readContentWrite(Key, 'no-such-version')).toEqual({ after: { n: 2 } });
  });

  it('of an object deleted once: no predecessor (the delete’s place among the versions is not told)', async () => {
    const Key = `content/_test-writes/${randomUUID()}.json`;
    await write(Key, { n: 1 });
    await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    const again = await write(Key, { n: 2 });
    expect(await readContentWrite(Key, again)).toEqual({ before: undefined, after: { n: 2 } });
  });
});
