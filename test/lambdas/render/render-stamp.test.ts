import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { renderPages } from '#lambdas/lib/render/page-renderer.ts';
import { RENDERED_FROM_METADATA } from '#lambdas/lib/render/site-bucket.ts';
import { renderedPageKey } from '#shared/rendered-pages.ts';
import { holdNextRenderAfterRead, reads, source } from './held-render-bundle';
import { createSiteBucket } from './site-bucket-fixture';

/**
 * The page renderer's own path (renderPages), with a server build whose render can be held after
 * it read its data: the stamp a page is stored with is taken before that read, so of two renders
 * of a page the one that started later wins, even when the earlier one stores last.
 */
const bucket = `site-${randomUUID()}`;

beforeAll(async () => {
  Object.assign(process.env, {
    SITE_BUCKET: bucket,
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    // The stand-in build reads no API; the renderer only insists that one is set.
    RENDER_API_URL: 'http://localhost:9/api',
  });
  await createSiteBucket(bucket);
});

async function storedPage(pathname: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: renderedPageKey(pathname) }));
  return {
    html: (await object.Body?.transformToString('utf-8')) ?? '',
    renderedFrom: Number(object.Metadata?.[RENDERED_FROM_METADATA]),
  };
}

describe('the page renderer stamps a page before it reads its data', () => {
  it("an earlier event's render, held after reading and storing last, does not replace a later event's page", async () => {
    const pathname = `/posts/${randomUUID()}`;
    source.title = 'before the edit';
    let hasRead = () => {};
    let release = () => {};
    const read = new Promise<void>((resolve) => {
      hasRead = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    holdNextRenderAfterRead(async () => {
      hasRead();
      await released;
    });
    const earlier = renderPages([pathname]);
    await read;
    // The edit lands after the earlier render read, and its own event's render runs to the end.
    await sleep(5);
    source.title = 'after the edit';
    const [later] = await renderPages([pathname]);
    release();
    const [stale] = await earlier;

    expect(later?.stored).toBe(true);
    expect(stale?.stored).toBe(false);
    const page = await storedPage(pathname);
    expect(page.html).toContain('<h1>after the edit</h1>');
    // The stored stamp is no later than the read of the data the page shows.
    const laterRead = reads.findLast((entry) => entry.title === 'after the edit');
    expect(page.renderedFrom).toBeLessThanOrEqual(laterRead?.readAt ?? 0);
  });
});
