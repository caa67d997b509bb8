import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { localS3Client } from '#infra/local/s3/s3-local.ts';

/**
 * The local S3 keeps versions of the content bucket's objects the way S3 versioning does, so the
 * content function calls the real versioning API locally too (infra/local/s3/s3-versioning.ts).
 */
const s3 = localS3Client(process.env.S3_ENDPOINT ?? '');
const Bucket = process.env.CONTENT_BUCKET ?? '';
afterAll(() => s3.destroy());

const newKey = () => `content/versioning-test/${randomUUID()}.md`;

async function text(Key: string, VersionId?: string): Promise<string | undefined> {
  const object = await s3.send(new GetObjectCommand({ Bucket, Key, VersionId }));
  return object.Body?.transformToString('utf-8');
}

async function versionsOf(Key: string) {
  const answer = await s3.send(new ListObjectVersionsCommand({ Bucket, Prefix: Key }));
  return {
    versions: (answer.Versions ?? []).filter((version) => version.Key === Key),
    markers: (answer.DeleteMarkers ?? []).filter((marker) => marker.Key === Key),
  };
}

describe('the local S3 versioning', () => {
  it('answers a version id for each put and lists both versions, newest first', async () => {
    const Key = newKey();
    const first = await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'one', ContentType: 'text/markdown' }));
    const second = await s3.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: 'two!',
        ContentType: 'text/markdown',
        Metadata: { 'edited-by': 'u1' },
      }),
    );
    expect(first.VersionId).toEqual(expect.any(String));
    expect(second.VersionId).not.toBe(first.VersionId);
    const { versions } = await versionsOf(Key);
    expect(versions.map((version) => [version.VersionId, version.IsLatest, version.Size])).toEqual([
      [second.VersionId, true, 4],
      [first.VersionId, false, 3],
    ]);
    const current = await s3.send(new GetObjectCommand({ Bucket, Key }));
    expect(current.VersionId).toBe(second.VersionId);
    expect(await current.Body?.transformToString()).toBe('two!');
  });

  it('reads an old version, its metadata and content type with GetObject and HeadObject', async () => {
    const Key = newKey();
    const old = await s3.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: 'old text',
        ContentType: 'text/markdown',
        Metadata: { 'edited-by': 'a' },
      }),
    );
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'new text', Metadata: { 'edited-by': 'b' } }));
    expect(await text(Key, old.VersionId)).toBe('old text');
    const head = await s3.send(new HeadObjectCommand({ Bucket, Key, VersionId: old.VersionId }));
    expect(head).toMatchObject({
      VersionId: old.VersionId,
      Metadata: { 'edited-by': 'a' },
      ContentType: 'text/markdown',
    });
    await expect(s3.send(new GetObjectCommand({ Bucket, Key, VersionId: 'no-such-version' }))).rejects.toMatchObject({
      name: 'NoSuchVersion',
    });
  });

  it('makes a delete a delete marker: the object is gone, its history stays', async () => {
    const Key = newKey();
    const kept = await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'kept' }));
    const deleted = await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    expect(deleted.DeleteMarker).toBe(true);
    expect(deleted.VersionId).toEqual(expect.any(String));
    await expect(text(Key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    const { versions, markers } = await versionsOf(Key);
    expect(markers.map((marker) => [marker.VersionId, marker.IsLatest])).toEqual([[deleted.VersionId, true]]);
    expect(versions.map((version) => [version.VersionId, version.IsLatest])).toEqual([[kept.VersionId, false]]);
    expect(await text(Key, kept.VersionId)).toBe('kept');
  });

  it('copies an old version back as the newest version', async () => {
    const Key = newKey();
    const old = await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'first', ContentType: 'text/markdown' }));
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'second' }));
    await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    const copied = await s3.send(
      new CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${Key}?versionId=${old.VersionId}` }),
    );
    expect(copied.CopySourceVersionId).toBe(old.VersionId);
    expect(await text(Key)).toBe('first');
    const { versions, markers } = await versionsOf(Key);
    expect(versions[0]).toMatchObject({ VersionId: copied.VersionId, IsLatest: true });
    expect(versions).toHaveLength(3);
    expect(markers).toHaveLength(1);
    expect((await s3.send(new HeadObjectCommand({ Bucket, Key }))).ContentType).toBe('text/markdown');
  });

  it('removes a version for good with a versioned delete; the one before it becomes current again', async () => {
    const Key = newKey();
    const first = await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'first' }));
    const second = await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'second' }));
    await s3.send(new DeleteObjectCommand({ Bucket, Key, VersionId: second.VersionId }));
    expect(await text(Key)).toBe('first');
    expect((await versionsOf(Key)).versions.map((version) => version.VersionId)).toEqual([first.VersionId]);
  });

  it('keeps the history out of sight: not in the bucket list, not in listings', async () => {
    const Key = newKey();
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'a' }));
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'b' }));
    const buckets = (await s3.send(new ListBucketsCommand({}))).Buckets?.map((bucket) => bucket.Name);
    expect(buckets).toContain(Bucket);
    expect(buckets?.some((name) => name?.endsWith('.versions'))).toBe(false);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: Key }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([Key]);
  });
});
