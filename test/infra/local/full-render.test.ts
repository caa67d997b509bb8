import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalFullRenders } from '#infra/local/render/full-renders.ts';
import type { RunStatus } from '#infra/local/render/render-progress.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { CONTENT_KEY_PREFIX, renderedDocumentKey } from '#shared/content.ts';
import {
  NOT_FOUND_PAGE_KEY,
  NOT_FOUND_PAGE_PATH,
  RENDERED_PAGES_PREFIX,
  renderedPageKey,
} from '#shared/rendered-pages.ts';
import { type GeneratedRenderSite, startGeneratedRenderSite } from './generated-render-site';

/**
 * A full render of a documentation site of 150 generated documents on the local stack, through
 * the fan-out as in AWS (docs/rendering.md, "Full renders locally"): the render handler plans the
 * run, its units go to worker processes; one worker is SIGKILLed mid-run, and its unit is delivered
 * again after the visibility timeout. Every page is stored once by the run, none from before it,
 * and a document changed during the run keeps its newer page. 150 documents and their folders make
 * a few hundred pages in more units than there are workers, which is all the fan-out's promises
 * need; the render at 10,000 documents is the scale bench's (docs/render-scale.md).
 */
const DOCUMENTS = 150;
const WORKERS = 3;
const contentBucket = `generated-${randomUUID()}`;
const siteBucket = `site-${randomUUID()}`;
// The render modules read their buckets when first imported: this file's own, before any import of them.
const env: Record<string, string> = {
  ...inject('localEnv'),
  TABLE_NAME: process.env.TABLE_NAME ?? '',
  CONTENT_BUCKET: contentBucket,
};
Object.assign(process.env, env);
const s3 = localS3Client(env.S3_ENDPOINT ?? '');
const changedFile = 'area-7/topic-7/part-2/document-7.md';
const changedPage = '/tech-docs/area-7/topic-7/part-2/document-7';
const changedTitle = `Changed during the run ${randomUUID()}`;

let renderSite: GeneratedRenderSite | undefined;
let fullRenders: LocalFullRenders | undefined;
let handler: (event: unknown) => Promise<unknown>;
const logged: string[] = [];

beforeAll(async () => {
  renderSite = await startGeneratedRenderSite({ s3, env, contentBucket, siteBucket, documents: DOCUMENTS });
  const { renderEnv } = renderSite;
  const { startLocalFullRenders } = await import('#infra/local/render/full-renders.ts');
  fullRenders = await startLocalFullRenders({
    workers: WORKERS,
    env: { ...env, ...renderEnv },
    visibilityTimeoutMs: 10_000,
    log: (line) => {
      logged.push(line);
      console.error(line);
    },
  });
  ({ handler } = (await import('#lambdas/render/handler.ts')) as { handler: typeof handler });
}, 240_000);

afterAll(async () => {
  await fullRenders?.stop();
  await renderSite?.stop();
  s3.destroy();
});

/** A document edited while the run renders: its markdown, then its rendered document, then its own event's render. */
async function changeDocumentDuringTheRun(): Promise<void> {
  const { generatedDocuments } = await import('#test/bench/generated-documents.ts');
  const original = generatedDocuments(DOCUMENTS).find((document) => document.file === changedFile);
  await s3.send(
    new PutObjectCommand({
      Bucket: contentBucket,
      Key: `${CONTENT_KEY_PREFIX}tech-docs/${changedFile}`,
      Body: original?.markdown.replace(/^# .*$/m, `# ${changedTitle}`),
      ContentType: 'text/markdown; charset=utf-8',
    }),
  );
  const { rebuildCollection } = await import('#lambdas/lib/content/collection-index-store.ts');
  await rebuildCollection('tech-docs', { s3, bucket: contentBucket }, [changedFile]);
  const { objectCreatedEvent } = await import('#infra/local/events/event-delivery.ts');
  await handler(
    objectCreatedEvent(env.AWS_REGION ?? 'eu-west-1', contentBucket, {
      key: renderedDocumentKey('tech-docs', changedFile),
    }),
  );
}

async function storedPageKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: siteBucket, Prefix: `${RENDERED_PAGES_PREFIX}/`, ContinuationToken: token }),
    );
    for (const object of listed.Contents ?? []) if (object.Key?.endsWith('.html')) keys.push(object.Key);
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

describe('a full render of 150 generated documents through the local fan-out', () => {
  it('completes with a worker killed mid-run (its unit retried); no page older than the run, the change during it kept', {
    timeout: 300_000,
  }, async () => {
    const renders = fullRenders as LocalFullRenders;
    let killed: number | undefined;
    let changing: Promise<void> | undefined;
    const statuses: RunStatus[] = [];
    const run = await renders.renderAll(handler, (status) => {
      statuses.push(status);
      const busy = renders.queue.workerProcesses().find((worker) => worker.busy);
      if (killed === undefined && status.progress.pagesDone > 0 && busy) {
        killed = busy.pid;
        process.kill(busy.pid, 'SIGKILL');
        changing = changeDocumentDuringTheRun();
      }
    });
    await changing;
    const { progress } = run;
    expect(killed).toBeDefined();
    expect(run.failedPages).toBe(0);
    expect(progress.finishedAt).toBeDefined();
    expect(progress.pages).toBeGreaterThan(DOCUMENTS);
    expect(progress.pagesDone).toBe(progress.pages);
    expect(progress.unitsDone).toBe(progress.units);
    // The killed worker's unit was delivered again, and counted once.
    expect(renders.queue.deliveries).toBeGreaterThan(progress.units);
    expect(renders.queue.deadLetters).toEqual([]);
    expect(logged.some((line) => line.includes(`pid ${killed}) exited (SIGKILL)`))).toBe(true);
    // The progress bar reported the run as it went.
    expect(statuses.filter((status) => !status.ended).length).toBeGreaterThan(1);

    // Every page of the run is stored, each stamped at or after the run's start.
    const { allPublicPages } = await import('#lambdas/lib/render/all-pages.ts');
    const pageKeys = (await allPublicPages()).map((page) =>
      page === NOT_FOUND_PAGE_PATH ? NOT_FOUND_PAGE_KEY : renderedPageKey(page),
    );
    const keys = await storedPageKeys();
    expect(new Set(keys)).toEqual(new Set(pageKeys));
    const runStart = Date.parse(progress.startedAt);
    const tooOld: string[] = [];
    for (const Key of keys) {
      const head = await s3.send(new HeadObjectCommand({ Bucket: siteBucket, Key }));
      if (Number(head.Metadata?.['rendered-from'] ?? 0) < runStart) tooOld.push(Key);
    }
    expect(tooOld).toEqual([]);
    // The document changed during the run shows its change: no older render was written over it.
    const page = await s3.send(new GetObjectCommand({ Bucket: siteBucket, Key: renderedPageKey(changedPage) }));
    expect(await page.Body?.transformToString('utf-8')).toContain(changedTitle);
  });
});
