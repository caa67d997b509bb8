import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LocalDeadLetterStore } from '#infra/local/events/dead-letters.ts';
import type { LocalFullRenders } from '#infra/local/render/full-renders.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { renderUnitReplayer, replayLocalDeadLetters } from '#infra/tools/dlq-replay/local-replayers.ts';
import {
  NOT_FOUND_PAGE_KEY,
  NOT_FOUND_PAGE_PATH,
  RENDERED_PAGES_PREFIX,
  renderedPageKey,
} from '#shared/rendered-pages.ts';
import { type GeneratedRenderSite, startGeneratedRenderSite } from './generated-render-site';

/**
 * `npm run dlq:replay -- render-units --local` on a real failure: a full render whose workers cannot
 * reach the API (a closed port) fails the units of the pages that read it on every delivery, and the local render queue
 * keeps them as dead letters on disk; with the API back, the replay sends them through a render
 * queue again and every page is stored.
 */
const DOCUMENTS = 30;
const contentBucket = `dead-letters-${randomUUID()}`;
const siteBucket = `dead-letters-site-${randomUUID()}`;
// The render modules read their buckets when first imported: this file's own, before any import of them.
const env: Record<string, string> = {
  ...inject('localEnv'),
  TABLE_NAME: process.env.TABLE_NAME ?? '',
  CONTENT_BUCKET: contentBucket,
};
Object.assign(process.env, env);
const s3 = localS3Client(env.S3_ENDPOINT ?? '');
const log = (line: string) => lines.push(line);
const lines: string[] = [];

let storeDir: string;
let renderSite: GeneratedRenderSite | undefined;
let renderEnv: Record<string, string>;
let handler: (event: unknown) => Promise<unknown>;
const running: LocalFullRenders[] = [];

beforeAll(async () => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'render-dead-letters-store-'));
  renderSite = await startGeneratedRenderSite({ s3, env, contentBucket, siteBucket, documents: DOCUMENTS });
  ({ renderEnv } = renderSite);
  // The plan is made here, with the API up; only the workers are given a broken one.
  ({ handler } = (await import('#lambdas/render/handler.ts')) as { handler: typeof handler });
}, 600_000);

afterAll(async () => {
  for (const renders of running) await renders.stop();
  await renderSite?.stop();
  s3.destroy();
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
});

async function fullRenders(workerEnv: Record<string, string>, store: LocalDeadLetterStore): Promise<LocalFullRenders> {
  const { startLocalFullRenders } = await import('#infra/local/render/full-renders.ts');
  const renders = await startLocalFullRenders({
    workers: 1,
    env: { ...env, ...workerEnv },
    visibilityTimeoutMs: 200,
    maxReceiveCount: 2,
    deadLetterStore: store,
    log,
  });
  running.push(renders);
  return renders;
}

async function storedPageKeys(): Promise<Set<string>> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: siteBucket, Prefix: `${RENDERED_PAGES_PREFIX}/` }));
  return new Set((listed.Contents ?? []).flatMap((object) => (object.Key?.endsWith('.html') ? [object.Key] : [])));
}

describe('local render-unit dead letters', () => {
  it('keeps the units of a run whose workers lost the API, and the replay renders every page', {
    timeout: 300_000,
  }, async () => {
    const store = new LocalDeadLetterStore('render-units', storeDir);
    // Port 9 (discard) has no listener here: every page's read is refused.
    const broken = await fullRenders({ ...renderEnv, RENDER_API_URL: 'http://127.0.0.1:9/api' }, store);
    const failedRun = await broken.renderAll(handler);
    await broken.stop();
    running.splice(running.indexOf(broken), 1);
    const { units, pages, unitsDone, pagesDone } = failedRun.progress;
    // The documents' pages read the content bucket, not the API: their units still render. The
    // units with the site's own pages (home, posts, projects) fail both deliveries.
    const failedUnits = units - unitsDone;
    expect(failedUnits).toBeGreaterThan(0);
    expect(failedRun.progress.pagesFailed).toBe(pages - pagesDone);
    expect(failedRun.failedPages).toBe(pages - pagesDone);
    expect(broken.queue.deliveries).toBe(unitsDone + 2 * failedUnits);
    expect(store.list()).toHaveLength(failedUnits);
    expect(store.list().every((letter) => letter.attempts === 2)).toBe(true);
    // A failed unit's pages that read no API were stored; the others were not.
    const storedBefore = (await storedPageKeys()).size;
    expect(storedBefore).toBeGreaterThanOrEqual(pagesDone);
    expect(storedBefore).toBeLessThan(pages);

    // A dry run sends nothing and keeps every letter.
    const dry = await replayLocalDeadLetters(
      store,
      { replay: () => Promise.reject(new Error('dry run')) },
      { dryRun: true },
    );
    expect(dry).toMatchObject({ replayed: 0, kept: failedUnits });
    expect(store.list()).toHaveLength(failedUnits);

    const working = await fullRenders(renderEnv, store);
    const report = await replayLocalDeadLetters(store, renderUnitReplayer(working.queue, 240_000));
    expect(report).toMatchObject({ replayed: failedUnits, kept: 0 });
    expect(store.list()).toEqual([]);
    expect(working.queue.deadLetters).toEqual([]);
    const { allPublicPages } = await import('#lambdas/lib/render/all-pages.ts');
    const expected = (await allPublicPages()).map((page) =>
      page === NOT_FOUND_PAGE_PATH ? NOT_FOUND_PAGE_KEY : renderedPageKey(page),
    );
    expect(expected).toHaveLength(pages);
    expect(await storedPageKeys()).toEqual(new Set(expected));
  });
});
