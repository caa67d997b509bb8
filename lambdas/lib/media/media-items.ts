import { type MediaContentType, type MediaItem, type MediaPurpose, type MediaSize, mediaUrl } from '#shared/media.ts';
import { MediaItemEntity, type MediaItemRecord } from '../db/entities/media-item';
import { queryPage } from '../db/page';
import { conditionally } from '../db/transactions';
import { ItemNotFoundError } from '../errors';
import { isItemId } from '../item-id';
import { touchMediaUsage } from './media-usage';

export const MEDIA_NOT_FOUND = 'Media item not found';
/** The library's page size: a grid of 4, 6 or 8 columns fills whole rows. */
const MEDIA_PAGE_SIZE = 24;

export interface NewMediaItem {
  mediaId: string;
  purpose: MediaPurpose;
  projectId?: string;
  fileName: string;
  contentType: MediaContentType;
  size: number;
  alt: string;
  uploadedBy: string;
}

export function toMediaAnswer(item: MediaItemRecord): MediaItem {
  const answer: MediaItem = {
    id: item.mediaId,
    purpose: item.purpose,
    status: item.status,
    fileName: item.fileName,
    contentType: item.contentType,
    size: item.size,
    alt: item.alt,
    sizes: (item.sizes ?? []) as MediaSize[],
    url: mediaUrl(item.mediaId),
    uploadedBy: item.uploadedBy,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
  const optional = {
    projectId: item.projectId,
    rejectedReason: item.rejectedReason,
    width: item.width,
    height: item.height,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (answer as unknown as Record<string, unknown>)[key] = value;
  }
  return answer;
}

/**
 * Writes a new item as `pending`. A retried create (same id) finds its own item and answers it
 * instead of failing on the existing key.
 */
export async function createMediaItem(input: NewMediaItem, now = new Date().toISOString()): Promise<MediaItemRecord> {
  const existing = await findMediaItem(input.mediaId);
  if (existing) return existing;
  const { data } = await MediaItemEntity.create({ ...input, status: 'pending', createdAt: now, updatedAt: now }).go();
  return data;
}

export async function findMediaItem(mediaId: string | undefined): Promise<MediaItemRecord | undefined> {
  if (!isItemId(mediaId)) return undefined;
  const { data } = await MediaItemEntity.get({ mediaId }).go({ consistent: true });
  return data ?? undefined;
}

export async function getMediaItem(mediaId: string | undefined): Promise<MediaItemRecord> {
  const item = await findMediaItem(mediaId);
  if (!item) throw new ItemNotFoundError(MEDIA_NOT_FOUND);
  return item;
}

/** The library: every item (or those of one purpose), newest first. */
export function listMediaItems(purpose: MediaPurpose | undefined, cursor: string | null) {
  const options = { order: 'desc' as const, limit: MEDIA_PAGE_SIZE, cursor };
  return queryPage(cursor, () =>
    purpose
      ? MediaItemEntity.query.byPurpose({ purpose }).go(options)
      : MediaItemEntity.query.newestFirst({}).go(options),
  );
}

/**
 * Records the worker's verdict, only on an item still `pending`: a retry of the same event, or
 * one racing a delete, changes nothing. Answers whether this call made the change.
 */
export async function settleMediaItem(
  mediaId: string,
  verdict:
    | { status: 'ready'; width: number; height: number; sizes: MediaSize[] }
    | { status: 'rejected'; rejectedReason: string },
): Promise<boolean> {
  return conditionally(() =>
    MediaItemEntity.patch({ mediaId })
      .set({ ...verdict, updatedAt: new Date().toISOString() })
      .where(({ status }, { eq }) => eq(status, 'pending'))
      .go(),
  );
}

/**
 * Sets an item's alt text; the pages that show it as a cover render again with it (a markdown
 * image keeps the alt text its markdown was written with).
 */
export async function setMediaAlt(mediaId: string, alt: string): Promise<MediaItemRecord> {
  const { data } = await MediaItemEntity.patch({ mediaId })
    .set({ alt, updatedAt: new Date().toISOString() })
    .go({ response: 'all_new' });
  await touchMediaUsage(mediaId);
  return data as MediaItemRecord;
}

export async function deleteMediaItem(mediaId: string): Promise<void> {
  await MediaItemEntity.delete({ mediaId }).go();
}
