import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { ContentObjectEvent, PlannedRenderRun } from '#lambdas/render/handler.ts';
import type { CollectionIndex } from '#shared/content.ts';
import type { RenderUnitMessage } from '#shared/render/render-units.ts';
import { renderedPageKey } from '#shared/rendered-pages.ts';
import { collectionIndex, node } from '#test/web/features/docs/fixtures.ts';

/**
 * A collection index's write, as the content bucket's event brings it to the render function
 * (docs/rendering.md, "Kept fresh"): the pages it names are rendered within the event up to
 * `FAN_OUT_ABOVE_PAGES`, and planned as a run of units on the render queue above that, whose
 * units the real handler then renders from SQS records. This file's own content bucket
 * (set before the render modules are imported: they read it once) holds the indexes; without
 * versions, so the event names no version and every page of the collection is rendered.
 */
const contentBucket = `content-events-${randomUUID()}`;
Object.assign(process.env, {
  ...inject('localEnv'),
  TABLE_NAME: process.env.TABLE_NAME ?? '',
  CONTENT_BUCKET: contentBucket,
});
const { s3 } = await import('#lambdas/lib/aws/s3.ts');
const { EVENT_UNIT_PAGES, FAN_OUT_ABOVE_PAGES } = await import('#lambdas/lib/render/render-queue.ts');
const { handler } = await import('#lambdas/render/handler.ts');
const { readRenderRun } = await import('#lambdas/lib/render/render-runs.ts');
const { listSearchRecords, searchRecordKey, storeSearchRecord } = await import('#lambdas/lib/render/search-records.ts');
const { reads } = await import('./held-render-bundle');
const { openRenderQueue, sqsRecord } = await import('./render-unit-fixture');
const { createSiteBucket } = await import('./site-bucket-fixture');
const { objectCreatedEvent } = await import('#infra/local/events/event-delivery.ts');

let queued: RenderUnitMessage[] = [];
let renderQueue: { close(): void } | undefined;

/** An index of `count` documents at the top level of the collection (its pages: its own and one each). */
function indexOf(count: number): CollectionIndex {
  return collectionIndex(
    Array.from({ length: count }, (_, at) => node({ name: `document-${at}`, id: `tech-docs/document-${at}` })),
  );
}

/** The event the content bucket sends for a write of `collection`'s index, without a version. */
const indexEvent = (collection: string): ContentObjectEvent =>
  objectCreatedEvent('eu-west-1', contentBucket, { key: `content/_index/${collection}.json` });

async function storeIndex(collection: string, index: CollectionIndex): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: contentBucket,
      Key: `content/_index/${collection}.json`,
      Body: JSON.stringify({ ...index, id: collection }),
    }),
  );
}

beforeAll(async () => {
  Object.assign(process.env, {
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    RENDER_API_URL: 'http://localhost:9/api',
    SITE_BUCKET: `site-${randomUUID()}`,
  });
  await s3.send(new CreateBucketCommand({ Bucket: contentBucket }));
  await createSiteBucket(process.env.SITE_BUCKET ?? '');
});

beforeEach(async () => {
  queued = [];
  renderQueue = await openRenderQueue((unit) => queued.push(unit));
});

afterEach(() => renderQueue?.close());

describe("a collection index's write", () => {
  it(`naming more than ${FAN_OUT_ABOVE_PAGES} pages: planned as a run of units, none rendered within the event`, async () => {
    await storeIndex('tech-docs', indexOf(FAN_OUT_ABOVE_PAGES));
    const readsBefore = reads.length;
    const planned = await handler(indexEvent('tech-docs'));
    const pages = queued.flatMap((unit) => unit.pages);
    expect(planned).toEqual({ runId: expect.any(String), pages: FAN_OUT_ABOVE_PAGES + 1, units: queued.length });
    expect(pages).toHaveLength(FAN_OUT_ABOVE_PAGES + 1);
    expect(pages).toContain('/tech-docs');
    expect(pages).toContain(`/tech-docs/document-${FAN_OUT_ABOVE_PAGES - 1}`);
    expect(reads.length).toBe(readsBefore);
  });

  it(`naming up to ${FAN_OUT_ABOVE_PAGES}: rendered within the event, nothing queued`, async () => {
    await storeIndex('legal-docs', indexOf(FAN_OUT_ABOVE_PAGES - 1));
    const answer = (await handler(indexEvent('legal-docs'))) as { rendered: Array<{ path: string }> };
    expect(answer.rendered).toHaveLength(FAN_OUT_ABOVE_PAGES);
    expect(queued).toEqual([]);
  });

  it('planned as a run: every page stored, a unit delivered twice changes nothing, its end prunes no record', async () => {
    // A record of a page that is no public page, written before the run: a full render's end deletes it.
    const stray = '/posts/not-a-public-page';
    const strayRecord = { path: stray, kind: 'Post', title: 'Stray', context: 'Blog', text: 'Gone.' } as const;
    await storeSearchRecord(stray, strayRecord, false, Date.now() - 60_000);
    await storeIndex('tech-docs', indexOf(FAN_OUT_ABOVE_PAGES + 3));
    const planned = (await handler(indexEvent('tech-docs'))) as PlannedRenderRun;
    const pages = queued.flatMap((unit) => unit.pages);
    expect(planned.pages).toBe(FAN_OUT_ABOVE_PAGES + 4);
    expect(queued.map((unit) => unit.pages.length)).toEqual(
      Array.from({ length: Math.ceil(planned.pages / EVENT_UNIT_PAGES) }, (_, at) =>
        Math.min(EVENT_UNIT_PAGES, planned.pages - at * EVENT_UNIT_PAGES),
      ),
    );

    const readsBefore = reads.length;
    for (const unit of queued) expect(await handler({ Records: [sqsRecord(unit)] })).toEqual({ batchItemFailures: [] });
    expect(reads.slice(readsBefore).map((read) => read.pathname)).toEqual(pages);
    const stamp = async (page: string) => {
      const key = renderedPageKey(page);
      return (await s3.send(new HeadObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: key }))).Metadata;
    };
    const stamps = await Promise.all(pages.map(stamp));
    expect(stamps.every((metadata) => metadata?.['rendered-from'])).toBe(true);
    const run = await readRenderRun(planned.runId);
    expect(run).toMatchObject({
      kind: 'event',
      units: queued.length,
      unitsDone: queued.length,
      pagesDone: pages.length,
      pagesFailed: 0,
      finishedAt: expect.any(String),
    });
    expect((await listSearchRecords()).map((record) => record.key)).toContain(searchRecordKey(stray));

    // The first unit delivered again: nothing rendered, stored or counted again.
    const again = await handler({ Records: [sqsRecord(queued[0] as RenderUnitMessage, 2)] });
    expect(again).toEqual({ batchItemFailures: [] });
    expect(reads.length).toBe(readsBefore + pages.length);
    expect(await Promise.all(pages.map(stamp))).toEqual(stamps);
    expect(await readRenderRun(planned.runId)).toEqual(run);
  });
});
