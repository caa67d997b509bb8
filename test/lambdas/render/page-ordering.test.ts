import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { cardDrawnFor, putCard, putPage, RENDERED_FROM_METADATA } from '#lambdas/lib/render/site-bucket.ts';
import { PAGE_STATUS_METADATA } from '#shared/rendered-pages.ts';

/**
 * A page rendered from older data never replaces one rendered from newer data (docs/rendering.md,
 * "Ordering"), in whichever order the two writes reach the site bucket: a full render that read
 * the posts before a post was edited, and wrote that post's page after the edit's own render had.
 */
const bucket = `site-${randomUUID()}`;
const key = (name: string) => `_pages/posts/${name}/index.html`;

async function stored(objectKey: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
  return {
    html: await object.Body?.transformToString('utf-8'),
    status: object.Metadata?.[PAGE_STATUS_METADATA],
    renderedFrom: Number(object.Metadata?.[RENDERED_FROM_METADATA]),
  };
}

beforeAll(async () => {
  process.env.SITE_BUCKET = bucket;
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
});

describe('pages in the site bucket', () => {
  it("a full render's page read before a change does not replace the page the change's render stored", async () => {
    const page = key(randomUUID());
    const fullRenderStarted = Date.now();
    const changeRenderStarted = fullRenderStarted + 5;
    // The change's render, started after the full render read its data, stores first.
    expect(await putPage(page, '<p>after the edit</p>', { status: 200 }, changeRenderStarted)).toBe(true);
    // The full render's page, from data read before the edit, arrives after it.
    expect(await putPage(page, '<p>before the edit</p>', { status: 200 }, fullRenderStarted)).toBe(false);
    expect(await stored(page)).toEqual({
      html: '<p>after the edit</p>',
      status: undefined,
      renderedFrom: changeRenderStarted,
    });
  });

  it('a not-found page from older data does not replace a page rendered since', async () => {
    const page = key(randomUUID());
    const started = Date.now();
    expect(await putPage(page, '<p>published</p>', { status: 200 }, started + 10)).toBe(true);
    expect(await putPage(page, '<p>Post not found</p>', { status: 404 }, started)).toBe(false);
    expect((await stored(page)).html).toBe('<p>published</p>');
  });

  it('a render that started later replaces the page, and one that started at the same moment does too', async () => {
    const page = key(randomUUID());
    const started = Date.now();
    expect(await putPage(page, '<p>first</p>', { status: 200 }, started)).toBe(true);
    expect(await putPage(page, '<p>Post not found</p>', { status: 404 }, started + 1)).toBe(true);
    expect(await stored(page)).toEqual({ html: '<p>Post not found</p>', status: '404', renderedFrom: started + 1 });
    expect(await putPage(page, '<p>again</p>', { status: 200 }, started + 1)).toBe(true);
    expect((await stored(page)).html).toBe('<p>again</p>');
  });

  it('a social card follows the same rule: one drawn from older data does not replace a newer one', async () => {
    const card = `_pages/cards/posts/${randomUUID()}.png`;
    const started = Date.now();
    expect(await putCard(card, new Uint8Array([2]), 'new title', started + 5)).toBe(true);
    expect(await putCard(card, new Uint8Array([1]), 'old title', started)).toBe(false);
    expect(await cardDrawnFor(card)).toBe('new title');
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: card }));
    expect(head.Metadata?.[RENDERED_FROM_METADATA]).toBe(String(started + 5));
  });
});
