import {
  MEDIA_PROCESSING_LIMIT_SECONDS,
  MEDIA_STUCK_REASON,
  type MediaContentType,
  type MediaItem,
  type MediaPurpose,
  type MediaSize,
  mediaUrl,
} from '#shared/media.ts';
import { MediaItemEntity, type MediaItemRecord } from '../db/entities/media-item';
import { cursorAfterItem, type ExactPageRead, queryExactPage } from '../db/page';
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

/** A week: the uploader has seen why the image was refused, and it is then removed by the TTL. */
const REJECTED_KEPT_SECONDS = 7 * 24 * 60 * 60;
/** A pending item whose upload never came is removed a day after its form expired. */
const STUCK_KEPT_SECONDS = 24 * 60 * 60;

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Whether a `pending` item has waited past the limit: no upload can arrive for it any more. */
function isStuck(item: Pick<MediaItemRecord, 'status' | 'createdAt'>, now = Date.now()): boolean {
  return item.status === 'pending' && now - Date.parse(item.createdAt) > MEDIA_PROCESSING_LIMIT_SECONDS * 1000;
}

export function toMediaAnswer(item: MediaItemRecord, now = Date.now()): MediaItem {
  const stuck = isStuck(item, now);
  const answer: MediaItem = {
    id: item.mediaId,
    purpose: item.purpose,
    status: stuck ? 'rejected' : item.status,
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
    rejectedReason: stuck ? MEDIA_STUCK_REASON : item.rejectedReason,
    shareImage: item.shareImage as MediaSize | undefined,
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
  // Removed by the TTL a day after its form expired, unless the worker settles it first.
  const expiresAt = epochSeconds(now) + MEDIA_PROCESSING_LIMIT_SECONDS + STUCK_KEPT_SECONDS;
  const { data } = await MediaItemEntity.create({
    ...input,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    expiresAt,
  }).go();
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

/** Where a page of the library ends, for the index it was read from. */
const cursorAfterMedia = {
  byPurpose: cursorAfterItem<object>(MediaItemEntity, 'byPurpose'),
  newestFirst: cursorAfterItem<object>(MediaItemEntity, 'newestFirst'),
};

/** The library: every item (or those of one purpose), newest first; no cursor on the last page. */
export function listMediaItems(purpose: MediaPurpose | undefined, cursor: string | null) {
  return queryExactPage(
    { limit: MEDIA_PAGE_SIZE, cursor },
    purpose ? cursorAfterMedia.byPurpose : cursorAfterMedia.newestFirst,
    (read: ExactPageRead) =>
      purpose
        ? MediaItemEntity.query.byPurpose({ purpose }).go({ order: 'desc', ...read })
        : MediaItemEntity.query.newestFirst({}).go({ order: 'desc', ...read }),
  );
}

/**
 * Records the worker's verdict, only on an item still `pending`: a retry of the same event, or
 * one racing a delete, changes nothing. Answers whether this call made the change.
 */
export async function settleMediaItem(
  mediaId: string,
  verdict:
    | { status: 'ready'; width: number; height: number; sizes: MediaSize[]; shareImage?: MediaSize }
    | { status: 'rejected'; rejectedReason: string },
): Promise<boolean> {
  const now = new Date().toISOString();
  const patch = MediaItemEntity.patch({ mediaId });
  // A ready image stays; a refused one goes a week later (its upload was deleted already).
  const settled =
    verdict.status === 'ready'
      ? patch.set({ ...verdict, updatedAt: now }).remove(['expiresAt'])
      : patch.set({ ...verdict, updatedAt: now, expiresAt: epochSeconds(now) + REJECTED_KEPT_SECONDS });
  return conditionally(() => settled.where(({ status }, { eq }) => eq(status, 'pending')).go());
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
