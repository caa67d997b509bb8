import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MediaItemEntity } from '#lambdas/lib/db/entities/media-item.ts';
import { createMediaItem, settleMediaItem } from '#lambdas/lib/media/media-items.ts';
import { handler } from '#lambdas/media/handler.ts';
import { MEDIA_STUCK_REASON, mediaSizes } from '#shared/media.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

/**
 * Uploads that never become images do not stay "Processing" for ever: an item still pending 10
 * minutes after its form was presigned (the form has expired) is answered as refused, saying why,
 * and DynamoDB's TTL removes it a day later; a refused item is removed a week after; a ready one stays.
 */

let editor: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  editor = await signedInAs('Editor');
});

const DAY = 24 * 60 * 60;
const epochNow = () => Math.floor(Date.now() / 1000);

async function pendingItem(createdAt: Date) {
  const mediaId = randomUUID();
  await createMediaItem(
    {
      mediaId,
      purpose: 'post',
      fileName: 'late.png',
      contentType: 'image/png',
      size: 1024,
      alt: 'A late image',
      uploadedBy: editor.id,
    },
    createdAt.toISOString(),
  );
  return mediaId;
}

const stored = async (mediaId: string) => (await MediaItemEntity.get({ mediaId }).go({ consistent: true })).data;

describe('uploads that never become images', () => {
  it('answers an item pending for more than 10 minutes as refused, in the item and the library', async () => {
    const stuck = await pendingItem(new Date(Date.now() - 11 * 60 * 1000));
    const recent = await pendingItem(new Date(Date.now() - 9 * 60 * 1000));

    const one = await invoke(handler, 'GET', `/api/media/${stuck}`, { headers: editor.headers });
    expect(one.json).toMatchObject({ status: 'rejected', rejectedReason: MEDIA_STUCK_REASON });
    const other = await invoke(handler, 'GET', `/api/media/${recent}`, { headers: editor.headers });
    expect(other.json.status).toBe('pending');
    expect(other.json.rejectedReason).toBeUndefined();

    const library = await invoke(handler, 'GET', '/api/media', { headers: editor.headers });
    const items = library.json.items as Array<{ id: string; status: string; rejectedReason?: string }>;
    expect(items.find((item) => item.id === stuck)).toMatchObject({
      status: 'rejected',
      rejectedReason: MEDIA_STUCK_REASON,
    });
  });

  it('lets the TTL remove a pending item a day after its form expired, unless it becomes ready', async () => {
    const mediaId = await pendingItem(new Date());
    const expiresAt = (await stored(mediaId))?.expiresAt ?? 0;
    expect(Math.abs(expiresAt - (epochNow() + 10 * 60 + DAY))).toBeLessThan(60);

    await settleMediaItem(mediaId, { status: 'ready', width: 800, height: 600, sizes: mediaSizes(mediaId, 800, 600) });
    const ready = await stored(mediaId);
    expect(ready?.status).toBe('ready');
    expect(ready?.expiresAt).toBeUndefined();
  });

  it('lets the TTL remove a refused item a week after it was refused', async () => {
    const mediaId = await pendingItem(new Date());
    await settleMediaItem(mediaId, { status: 'rejected', rejectedReason: 'The file is larger than 10 MB' });
    const refused = await stored(mediaId);
    expect(refused?.status).toBe('rejected');
    expect(Math.abs((refused?.expiresAt ?? 0) - (epochNow() + 7 * DAY))).toBeLessThan(60);
  });
});
