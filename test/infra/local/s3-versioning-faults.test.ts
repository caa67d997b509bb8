import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, localS3Client, type S3Local, startS3Local } from '#infra/local/s3/s3-local.ts';
import { claimPort } from '#infra/local/services/ports.ts';

/**
 * The local S3's versioning proxy under the faults `npm run test:faults` brings on the whole stack
 * (infra/local/s3/s3-versioning.ts): clients that give up mid-request, the process paused and
 * resumed, and killed mid-write. It runs its own s3rver, so pausing it stalls no other test file.
 */
const Bucket = 'faults-content';
let port: number;
let directory: string;
let s3: S3Local;
let client: S3Client;

/** A client that gives up as the handlers' does locally, but sooner, and never retries. */
const impatient = () =>
  new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 1_000, throwOnRequestTimeout: true },
  });

/** How long after the resume a write must have gone through. */
const RESUME_WITHIN_MS = 30_000;

const start = () => startS3Local({ port, directory, buckets: [Bucket], versioned: [Bucket] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function text(Key: string): Promise<string | undefined> {
  return (await client.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToString('utf-8');
}

/** Every key's versions as the proxy lists them, and the current objects as s3rver holds them. */
async function snapshotOfBucket() {
  const versions = await client.send(new ListObjectVersionsCommand({ Bucket }));
  const objects = await client.send(new ListObjectsV2Command({ Bucket }));
  return { versions: versions.Versions ?? [], markers: versions.DeleteMarkers ?? [], objects: objects.Contents ?? [] };
}

/** Writes `key` again and again from `writers` clients until stopped; failures are expected. */
function writeLoad(keys: (writer: number, round: number) => string, writers = 6) {
  let stopped = false;
  const sender = impatient();
  const running = Array.from({ length: writers }, async (_, writer) => {
    for (let round = 0; !stopped; round += 1) {
      const Key = keys(writer, round);
      await sender
        .send(new PutObjectCommand({ Bucket, Key, Body: `${Key} ${round} ${'x'.repeat(4_000)}` }))
        .catch(() => {});
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(running);
    sender.destroy();
  };
}

beforeAll(async () => {
  port = await claimPort('s3', 0);
  directory = mkdtempSync(path.join(tmpdir(), 's3-versioning-faults-'));
  s3 = await start();
  client = localS3Client(s3.endpoint);
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await s3?.child.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('the local S3 versioning proxy under faults', () => {
  it('lets the next write of a key through when a client closes its request before the body ended', async () => {
    const Key = 'content/abandoned.md';
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: `/${Bucket}/${Key}`,
        headers: { 'content-length': 10_000 },
      });
      request.on('error', () => resolve());
      request.write('only the first bytes', () => setTimeout(() => request.destroy(), 100));
    });
    const written = await impatient().send(new PutObjectCommand({ Bucket, Key, Body: 'complete' }));
    expect(written.VersionId).toEqual(expect.any(String));
    expect(await text(Key)).toBe('complete');
  });

  it(
    'answers again as soon as it is resumed after a pause under writes of one shared key, each version matching its object',
    async () => {
      const Key = 'content/shared-index.json';
      const stop = writeLoad((writer, round) => (writer % 2 === 0 ? Key : `content/writer-${writer}-${round}.md`));
      await sleep(1_000);
      const pid = s3.child.process.pid ?? 0;
      process.kill(pid, 'SIGSTOP');
      await sleep(3_000);
      process.kill(pid, 'SIGCONT');
      const resumedAt = performance.now();
      const probe = impatient();
      let answered: string | undefined;
      // Liveness, not speed: before the proxy dropped requests whose client had gone, it never
      // answered again. Alone it answers within a second or two; beside the whole suite, later.
      while (answered === undefined && performance.now() - resumedAt < RESUME_WITHIN_MS) {
        answered = await probe
          .send(new PutObjectCommand({ Bucket, Key, Body: 'after the pause' }))
          .then((written) => written.VersionId)
          .catch(() => undefined);
      }
      const recoveredMs = performance.now() - resumedAt;
      probe.destroy();
      await stop();
      expect(answered, `no write succeeded within ${recoveredMs.toFixed(0)} ms of the resume`).toEqual(
        expect.any(String),
      );
      // Whatever was written last is the current object, and the newest version holds the same bytes.
      const { versions, objects } = await snapshotOfBucket();
      for (const object of objects) {
        const newest = versions.find((version) => version.Key === object.Key && version.IsLatest);
        expect(newest?.ETag, object.Key).toBe(object.ETag);
      }
    },
    RESUME_WITHIN_MS + 30_000,
  );

  it('comes back after a kill mid-write with every current object in its history, and adds nothing on a second start', async () => {
    const stop = writeLoad((writer, round) => `content/killed-${writer}-${round % 3}.md`);
    await sleep(1_500);
    process.kill(s3.child.process.pid ?? 0, 'SIGKILL');
    await stop();
    await s3.child.exited;
    // What a kill inside s3rver's three-file write can leave, after the new bytes and before the
    // proxy's copy of them: metadata that is not JSON, an md5 that is not a digest; or, on another
    // key, no metadata and the previous write's md5.
    const folder = path.join(directory, Bucket, 'content');
    const [objectFile, otherFile] = readdirSync(folder).filter((name) => name.endsWith('._S3rver_object'));
    const halfWritten = objectFile?.replace(/\._S3rver_object$/, '') ?? '';
    writeFileSync(path.join(folder, `${halfWritten}._S3rver_object`), `bytes written just before the kill`);
    writeFileSync(path.join(folder, `${halfWritten}._S3rver_metadata.json`), '{"content-type": "text/mark');
    writeFileSync(path.join(folder, `${halfWritten}._S3rver_object.md5`), '');
    const noMetadata = otherFile?.replace(/\._S3rver_object$/, '') ?? '';
    writeFileSync(path.join(folder, `${noMetadata}._S3rver_object`), `other bytes written just before the kill`);
    rmSync(path.join(folder, `${noMetadata}._S3rver_metadata.json`));

    s3 = await start();
    const first = await snapshotOfBucket();
    expect(first.objects.length).toBeGreaterThan(0);
    for (const object of first.objects) {
      const newest = first.versions.find((version) => version.Key === object.Key && version.IsLatest);
      expect(newest?.ETag, object.Key).toBe(object.ETag);
    }
    expect(first.objects.map((object) => object.Key)).toEqual(
      expect.arrayContaining([`content/${halfWritten}`, `content/${noMetadata}`]),
    );
    expect(await text(`content/${halfWritten}`)).toBe('bytes written just before the kill');

    await s3.child.stop();
    s3 = await start();
    const second = await snapshotOfBucket();
    expect(second.versions.length).toBe(first.versions.length);
    const written = await client.send(new PutObjectCommand({ Bucket, Key: 'content/after-restart.md', Body: 'up' }));
    expect(written.VersionId).toEqual(expect.any(String));
  }, 60_000);
});
