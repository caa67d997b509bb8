import sharp from 'sharp';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_DIMENSION,
  MEDIA_SHARE_WIDTH,
  MEDIA_WIDTHS,
  mediaShareImage,
  mediaSizes,
} from '#shared/media.ts';
import type { MediaItemRecord } from '../db/entities/media-item';
import { logger } from '../logger';
import { bytesMatchType } from './image-type';
import { findMediaItem, settleMediaItem } from './media-items';
import { deleteMediaObjects, deleteUpload, putShareImage, putSize, readUpload } from './media-objects';
import { adoptProfilePicture } from './profile-picture';

/** Decoding stops at this many pixels, so a crafted header cannot claim more memory than the limit allows. */
const MAX_INPUT_PIXELS = MEDIA_MAX_DIMENSION * MEDIA_MAX_DIMENSION;

export type UploadOutcome = 'ready' | 'rejected' | 'skipped';

const typeName = (contentType: string) => contentType.replace('image/', '').toUpperCase();

type Inspection = { refusal: string } | { width: number; height: number };

/** The original's dimensions as shown (EXIF orientation applied), or why it cannot be served, in words for the uploader. */
async function inspect(bytes: Buffer, item: MediaItemRecord): Promise<Inspection> {
  if (bytes.length > MEDIA_MAX_BYTES) return { refusal: 'The file is larger than 10 MB' };
  if (!bytesMatchType(bytes, item.contentType)) {
    return { refusal: `The file is not a ${typeName(item.contentType)} image, as its name and type said` };
  }
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const { width, height } = metadata.autoOrient;
    if (width > MEDIA_MAX_DIMENSION || height > MEDIA_MAX_DIMENSION) {
      return {
        refusal: `The image is ${width}×${height} pixels; at most ${MEDIA_MAX_DIMENSION}×${MEDIA_MAX_DIMENSION} are accepted`,
      };
    }
    // Decoding every pixel is the only proof the file is whole: a header alone can be valid.
    await sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).stats();
    return { width, height };
  } catch {
    return { refusal: 'The image could not be read: the file is damaged or too large to decode' };
  }
}

/**
 * Writes the WebP sizes, and the link-preview JPEG of an image that may be a cover (`withShare`),
 * orientation applied and every piece of metadata (EXIF, GPS, XMP) left out.
 */
async function writeSizes(mediaId: string, bytes: Buffer, width: number, withShare: boolean) {
  for (const name of MEDIA_WIDTHS) {
    const body = await sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: Math.min(name, width), withoutEnlargement: true })
      .webp()
      .toBuffer();
    await putSize(mediaId, name, body);
  }
  if (!withShare) return;
  // Link previews: one JPEG (first frame, no transparency: unfurlers draw it on white).
  const share = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: Math.min(MEDIA_SHARE_WIDTH, width), withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await putShareImage(mediaId, share);
}

/**
 * What the resize worker does with `uploads/<id>`: checks it and makes its sizes, or rejects it.
 * Idempotent: an item already settled only loses its upload; a retry after a failure part way
 * writes the same sizes again. An upload with no item is left alone: its item may be in another
 * table (local stacks of the tests share one media bucket, each with a table of its own), and in
 * AWS the bucket's lifecycle rule removes an upload nobody processed within a day.
 */
export async function processUpload(mediaId: string): Promise<UploadOutcome> {
  const item = await findMediaItem(mediaId);
  if (!item) return 'skipped';
  if (item.status !== 'pending') {
    await deleteUpload(mediaId);
    return 'skipped';
  }
  const bytes = await readUpload(mediaId);
  if (!bytes) return 'skipped';
  const inspection = await inspect(bytes, item);
  if ('refusal' in inspection) {
    await settleMediaItem(mediaId, { status: 'rejected', rejectedReason: inspection.refusal });
    await deleteUpload(mediaId);
    logger.info('Upload rejected', { mediaId, reason: inspection.refusal });
    return 'rejected';
  }
  const { width, height } = inspection;
  // Covers of posts and projects are what link previews show.
  const mayBeCover = item.purpose === 'post' || item.purpose === 'project';
  await writeSizes(mediaId, bytes, width, mayBeCover);
  const ready = {
    status: 'ready' as const,
    width,
    height,
    sizes: mediaSizes(mediaId, width, height),
    ...(mayBeCover ? { shareImage: mediaShareImage(mediaId, width, height) } : {}),
  };
  if (await settleMediaItem(mediaId, ready)) {
    if (item.purpose === 'profile-picture') await adoptProfilePicture(item.uploadedBy, mediaId);
  } else if (!(await findMediaItem(mediaId))) {
    // Deleted while its sizes were being made: they would be served for an item that is gone.
    await deleteMediaObjects(mediaId);
  }
  await deleteUpload(mediaId);
  return 'ready';
}
