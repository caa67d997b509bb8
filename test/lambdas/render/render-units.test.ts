import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { allPublicPages } from '#lambdas/lib/render/all-pages.ts';
import { RENDER_UNIT_MAX_RECEIVES, RENDER_UNIT_PAGES, renderUnitsOf } from '#lambdas/lib/render/render-queue.ts';
import { createRenderRun, readRenderRun } from '#lambdas/lib/render/render-runs.ts';
import { readSearchPointer } from '#lambdas/lib/render/search-index.ts';
import { handler, type PlannedRenderRun } from '#lambdas/render/handler.ts';
import type { RenderUnitMessage } from '#shared/render/render-units.ts';
import { renderedPageKey } from '#shared/rendered-pages.ts';
import { reads, source } from './held-render-bundle';
import { openRenderQueue, sqsRecord } from './render-unit-fixture';
import { createSiteBucket } from './site-bucket-fixture';

/**
 * A full render fanned out (docs/rendering.md, "Full renders"): `render-all` plans a run and
 * queues its units; the real handler renders each unit from an SQS event, with the stand-in server
 * build, the local S3 and the run's progress in DynamoDB Local.
 */
let bucket = '';
let queued: RenderUnitMessage[] = [];
let renderQueue: { close(): void } | undefined;

beforeAll(() => {
  Object.assign(process.env, {
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    RENDER_API_URL: 'http://localhost:9/api',
  });
});

beforeEach(async () => {
  // A bucket per test: the search index's pointer tells whether, and when, the run rebuilt it.
  bucket = `site-${randomUUID()}`;
  process.env.SITE_BUCKET = bucket;
  await createSiteBucket(bucket);
  source.title = 'A page';
  source.search = { kind: 'Post', title: 'A page', context: 'Blog', text: 'About wombats.' };
  source.failing = undefined;
  queued = [];
  renderQueue = await openRenderQueue((unit) => queued.push(unit));
});

afterEach(() => renderQueue?.close());

const deliver = (record: SQSRecord) => handler({ Records: [record] } satisfies SQSEvent);

const readsOf = (pages: readonly string[]) => reads.filter((read) => pages.includes(read.pathname));

async function storedStamp(pathname: string): Promise<string | undefined> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: renderedPageKey(pathname) }));
  return object.Metadata?.['rendered-from'];
}

/** A run of `count` new pages in units of `size`, recorded as render-all records one. */
async function plannedRun(count: number, size: number) {
  const runId = randomUUID();
  const pages = Array.from({ length: count }, () => `/posts/${randomUUID()}`);
  const units = renderUnitsOf(runId, pages, size);
  await createRenderRun({ runId, pages: count, units: units.length, startedAt: new Date().toISOString() });
  return { runId, pages, units };
}

describe('render-all plans a run', () => {
  it('lists every public page, records the run and queues its units, rendering nothing itself', async () => {
    const readsBefore = reads.length;
    // Other test files create and delete pages in the same table meanwhile, so the plan is checked
    // against the pages listed just before and just after it: every page on both lists is planned,
    // and nothing is planned that is on neither.
    const listedBefore = await allPublicPages();
    const planned = (await handler({ action: 'render-all' })) as PlannedRenderRun;
    const listedAfter = await allPublicPages();
    const pages = queued.flatMap((unit) => unit.pages);
    expect(planned).toEqual({ runId: expect.any(String), pages: pages.length, units: queued.length });
    expect(pages.filter((page, index) => pages.indexOf(page) !== index)).toEqual([]);
    const onBoth = listedBefore.filter((page) => listedAfter.includes(page));
    expect(pages.filter((page) => onBoth.includes(page))).toEqual(onBoth);
    expect(pages.filter((page) => !listedBefore.includes(page) && !listedAfter.includes(page))).toEqual([]);
    expect(pages.length).toBeGreaterThan(100);
    expect(queued.map((unit) => unit.unit)).toEqual(queued.map((_, index) => index));
    for (const unit of queued) {
      expect(unit.runId).toBe(planned.runId);
      expect(unit.pages.length).toBeLessThanOrEqual(RENDER_UNIT_PAGES);
    }
    expect(reads.length).toBe(readsBefore);
    expect(await readRenderRun(planned.runId)).toEqual({
      runId: planned.runId,
      pages: pages.length,
      units: queued.length,
      unitsDone: 0,
      pagesDone: 0,
      pagesFailed: 0,
      startedAt: expect.any(String),
    });

    for (const unit of queued) expect(await deliver(sqsRecord(unit))).toEqual({ batchItemFailures: [] });
    const run = await readRenderRun(planned.runId);
    expect(run).toMatchObject({ unitsDone: queued.length, pagesDone: pages.length, pagesFailed: 0 });
    expect(run?.finishedAt).toEqual(expect.any(String));
    // Every planned page was read, but for one that another test file withdrew meanwhile from the
    // run's one content bucket (contract-fuzz.test.ts writes random documents there as an admin).
    const stillThere = new Set(await allPublicPages());
    const kept = pages.filter((page) => stillThere.has(page));
    expect(kept.length).toBeGreaterThan(100);
    expect(readsOf(kept).map((read) => read.pathname)).toEqual(kept);
  });

  it('throws when there is no queue to send the units to', async () => {
    renderQueue?.close();
    await expect(handler({ action: 'render-all' })).rejects.toThrow(/No render queue/);
  });
});

describe('the units of a run, from the render queue', () => {
  it('renders every page once, stamps a unit’s pages with its start, and rebuilds the search index once, at the end', async () => {
    const { runId, pages, units } = await plannedRun(7, 3);
    expect(units.map((unit) => unit.pages.length)).toEqual([3, 3, 1]);
    for (const unit of units.slice(0, -1)) {
      expect(await deliver(sqsRecord(unit))).toEqual({ batchItemFailures: [] });
      // No unit but the last rebuilds the index.
      expect(await readSearchPointer()).toBeUndefined();
    }
    expect(await readRenderRun(runId)).toMatchObject({ unitsDone: 2, pagesDone: 6 });
    expect((await readRenderRun(runId))?.finishedAt).toBeUndefined();

    await deliver(sqsRecord(units[2] as RenderUnitMessage));
    const built = await readSearchPointer();
    expect(built).toBeDefined();
    expect(await readRenderRun(runId)).toMatchObject({ unitsDone: 3, pagesDone: 7, pagesFailed: 0 });
    expect((await readRenderRun(runId))?.finishedAt).toEqual(expect.any(String));
    expect(readsOf(pages).map((read) => read.pathname)).toEqual(pages);

    const firstUnit = units[0]?.pages ?? [];
    const stamps = new Set(await Promise.all(firstUnit.map(storedStamp)));
    expect(stamps.size).toBe(1);
    expect(Number([...stamps][0])).toBeLessThanOrEqual(readsOf(firstUnit)[0]?.readAt ?? 0);

    // The last unit delivered again renders nothing and does not rebuild the index again.
    await deliver(sqsRecord(units[2] as RenderUnitMessage, 2));
    expect((await readSearchPointer())?.builtAt).toBe(built?.builtAt);
    expect(readsOf(pages)).toHaveLength(pages.length);
  });

  it('counts a unit delivered twice once, and renders it once', async () => {
    const { runId, pages, units } = await plannedRun(4, 2);
    const first = units[0] as RenderUnitMessage;
    expect(await deliver(sqsRecord(first))).toEqual({ batchItemFailures: [] });
    expect(await deliver(sqsRecord(first, 2))).toEqual({ batchItemFailures: [] });
    expect(await readRenderRun(runId)).toMatchObject({ unitsDone: 1, pagesDone: 2 });
    expect(readsOf(pages).map((read) => read.pathname)).toEqual(first.pages);
  });

  it('reports a failing unit as a batch item failure, retried; on its last delivery counts it failed and ends the run', async () => {
    const { runId, pages, units } = await plannedRun(4, 2);
    const [good, bad] = units as [RenderUnitMessage, RenderUnitMessage];
    source.failing = new Set([bad.pages[1] as string]);
    expect(await deliver(sqsRecord(good))).toEqual({ batchItemFailures: [] });

    const retried = sqsRecord(bad, 1);
    expect(await deliver(retried)).toEqual({ batchItemFailures: [{ itemIdentifier: retried.messageId }] });
    expect(await readRenderRun(runId)).toMatchObject({ unitsDone: 1, pagesDone: 2, pagesFailed: 0 });
    expect((await readRenderRun(runId))?.finishedAt).toBeUndefined();

    const last = sqsRecord(bad, RENDER_UNIT_MAX_RECEIVES);
    expect(await deliver(last)).toEqual({ batchItemFailures: [{ itemIdentifier: last.messageId }] });
    const ended = await readRenderRun(runId);
    expect(ended).toMatchObject({ unitsDone: 1, pagesDone: 2, pagesFailed: 2 });
    expect(ended?.finishedAt).toEqual(expect.any(String));
    expect(await readSearchPointer()).toBeDefined();

    // Redriven from the dead-letter queue once the cause is fixed: its pages move to done.
    source.failing = undefined;
    expect(await deliver(sqsRecord(bad, 1))).toEqual({ batchItemFailures: [] });
    expect(await readRenderRun(runId)).toMatchObject({ unitsDone: 2, pagesDone: 4, pagesFailed: 0 });
    expect(readsOf(pages).map((read) => read.pathname)).toEqual([
      ...good.pages,
      bad.pages[0],
      bad.pages[0],
      ...bad.pages,
    ]);
  });

  it('fails a record that is no render unit', async () => {
    const record = { ...sqsRecord({ runId: 'x', unit: 0, pages: [] }), body: '{"nope":1}' };
    expect(await deliver(record)).toEqual({ batchItemFailures: [{ itemIdentifier: record.messageId }] });
  });
});
