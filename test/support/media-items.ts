import { randomUUID } from 'node:crypto';
import { createMediaItem, settleMediaItem } from '#lambdas/lib/media/media-items.ts';
import { type MediaPurpose, mediaShareImage, mediaSizes } from '#shared/media.ts';

/**
 * A media item as the resize worker leaves it (`ready`, 1600×1000 with its sizes), or still
 * `pending`: written directly, without an upload, for the code that only reads items.
 */
export async function mediaItemFor(
  purpose: MediaPurpose,
  options: { projectId?: string; status?: 'pending' | 'ready'; alt?: string } = {},
) {
  const mediaId = randomUUID();
  await createMediaItem({
    mediaId,
    purpose,
    ...(options.projectId ? { projectId: options.projectId } : {}),
    fileName: 'cover.png',
    contentType: 'image/png',
    size: 1024,
    alt: options.alt ?? 'A cover image',
    uploadedBy: 'test-uploader',
  });
  if (options.status !== 'pending') {
    await settleMediaItem(mediaId, {
      status: 'ready',
      width: 1600,
      height: 1000,
      sizes: mediaSizes(mediaId, 1600, 1000),
      shareImage: mediaShareImage(mediaId, 1600, 1000),
    });
  }
  return mediaId;
}
