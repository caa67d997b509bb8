import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { RENDERS_AT_ONCE, renderPages } from '#lambdas/lib/render/page-renderer.ts';
import { RENDERED_FROM_METADATA } from '#lambdas/lib/render/site-bucket.ts';
import { renderedPageKey } from '#shared/rendered-pages.ts';
import { holdNextRenderAfterRead, inFlight, reads, source } from './held-render-bundle';
import { createSiteBucket } from './site-bucket-fixture';

/**
 * The pages of one call (an index event's 30 pages, a unit of a full render) rendered
 * RENDERS_AT_ONCE at a time (page-renderer.ts), on the local S3: each page is stored with its own
 * content and the call's one stamp, and a page of the call never replaces the page a later call
 * stored meanwhile, whichever store comes last.
 */
const bucket = `site-${randomUUID()}`;

beforeAll(async () => {
  Object.assign(process.env, {
    SITE_BUCKET: bucket,
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    RENDER_API_URL: 'http://localhost:9/api',
  });
  await createSiteBucket(bucket);
});

beforeEach(() => {
  Object.assign(source, { title: 'first', renderMs: 20, failing: undefined, gone: false });
  inFlight.most = 0;
});

async function storedPage(pathname: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: renderedPageKey(pathname) }));
  return {
    html: (await object.Body?.transformToString('utf-8')) ?? '',
    renderedFrom: Number(object.Metadata?.[RENDERED_FROM_METADATA]),
  };
}

const folderPages = (count: number) => {
  const folder = randomUUID().slice(0, 8);
  return Array.from({ length: count }, (_, at) => `/tech-docs/${folder}/page-${at}`);
};

describe('the pages of one call, rendered at once', () => {
  it('renders 30 pages RENDERS_AT_ONCE at a time, each stored with its own content and the stamp taken before its read', async () => {
    const pages = folderPages(30);
    const before = Date.now();
    const outcomes = await renderPages(pages);

    expect(RENDERS_AT_ONCE).toBeGreaterThan(1);
    expect(inFlight.most).toBe(RENDERS_AT_ONCE);
    expect(outcomes.map((outcome) => outcome.path)).toEqual(pages);
    expect(outcomes.every((outcome) => outcome.stored)).toBe(true);
    const stored = await Promise.all(pages.map(storedPage));
    const firstRead = Math.min(...reads.filter((read) => pages.includes(read.pathname)).map((read) => read.readAt));
    for (const [at, page] of stored.entries()) {
      expect(page.html).toContain(`<p data-path="${pages[at]}"></p>`);
      expect(page.renderedFrom).toBe(stored[0]?.renderedFrom);
    }
    expect(stored[0]?.renderedFrom).toBeGreaterThanOrEqual(before);
    expect(stored[0]?.renderedFrom).toBeLessThanOrEqual(firstRead);
  });

  it("keeps a later call's page when an earlier call's render of it, held after its read, stores last", async () => {
    const pages = folderPages(30);
    let hasRead = () => {};
    let release = () => {};
    const read = new Promise<void>((resolve) => {
      hasRead = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first page started is held; the other renders of the call go on meanwhile.
    holdNextRenderAfterRead(async () => {
      hasRead();
      await released;
    });
    const earlier = renderPages(pages);
    await read;
    await sleep(5);
    source.title = 'after the edit';
    const [later] = await renderPages([pages[0] as string]);
    release();
    const outcomes = await earlier;

    expect(later?.stored).toBe(true);
    expect(outcomes[0]?.stored).toBe(false);
    expect((await storedPage(pages[0] as string)).html).toContain('<h1>after the edit</h1>');
    // The call's other pages were stored as rendered: those read before the edit show the first title.
    expect(outcomes.slice(1).every((outcome) => outcome.stored)).toBe(true);
    expect((await storedPage(pages[1] as string)).html).toContain('<h1>first</h1>');
  });

  it('starts no page after one failed, lets the ones under way end, and throws the failure', async () => {
    const pages = folderPages(30);
    source.failing = new Set([pages[5] as string]);
    const readsBefore = reads.length;
    await expect(renderPages(pages)).rejects.toThrow(`The render of ${pages[5]} failed`);
    // Pages 0-4 read, 5 failed before its read; at most the lanes under way started after it.
    const started = reads.slice(readsBefore).filter((entry) => pages.includes(entry.pathname)).length;
    expect(started).toBeGreaterThanOrEqual(5);
    expect(started).toBeLessThanOrEqual(5 + RENDERS_AT_ONCE);
    expect(inFlight.now).toBe(0);
  });
});
