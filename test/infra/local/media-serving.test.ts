import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PreviewServer, startPreviewServer } from '#infra/local/preview/preview-server.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { MEDIA_CACHE_CONTROL, mediaKey, mediaUrl, uploadKey } from '#shared/media.ts';

const env = inject('localEnv');
const s3 = localS3Client(env.S3_ENDPOINT ?? '');
const mediaBucket = `media-serving-${randomUUID().slice(0, 8)}`;
const id = randomUUID();
const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
let server: PreviewServer;

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: mediaBucket }));
  await s3.send(
    new PutObjectCommand({
      Bucket: mediaBucket,
      Key: mediaKey(id, 480),
      Body: webp,
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  await s3.send(new PutObjectCommand({ Bucket: mediaBucket, Key: uploadKey(id), Body: 'the original' }));
  server = await startPreviewServer({
    port: 0,
    s3,
    siteBucket: mediaBucket,
    contentBucket: mediaBucket,
    mediaBucket,
    apiUrl: 'http://127.0.0.1:9/api',
  });
}, 60_000);
afterAll(() => server?.stop());

describe('the preview serving /media as CloudFront does', () => {
  it('answers a size from the media bucket, for an hour whatever the object says (those written before said a year)', async () => {
    const answer = await fetch(`${server.url}${mediaUrl(id, 480)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=3600');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(webp);
  });

  it('answers 403 for a size that does not exist (a deleted image), kept an hour at most, and never serves an upload', async () => {
    const missing = await fetch(`${server.url}${mediaUrl(id, 1600)}`);
    expect(missing.status).toBe(403);
    expect(missing.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect((await fetch(`${server.url}/media/%2e%2e/uploads/${id}`)).status).toBe(403);
    expect((await fetch(`${server.url}/media/..%2Fuploads%2F${id}`)).status).toBe(403);
    expect((await fetch(`${server.url}/uploads/${id}`)).status).toBe(403);
  });
});
