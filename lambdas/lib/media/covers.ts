import type { MediaCover, MediaSize } from '#shared/media.ts';
import { mediaUrl } from '#shared/media.ts';
import { MediaItemEntity, type MediaItemRecord } from '../db/entities/media-item';
import { InvalidInputError } from '../errors';
import { isItemId } from '../item-id';
import { findMediaItem } from './media-items';

/** BatchGet rounds for the keys DynamoDB leaves unprocessed under load, before giving up. */
const BATCH_GET_ROUNDS = 3;

/** What a cover image must have been uploaded for: posts, or one project. */
export type CoverOwner = { kind: 'post' } | { kind: 'project'; projectId: string };

const REFUSAL: Record<CoverOwner['kind'], string> = {
  post: 'Cover image must be a ready image uploaded for posts',
  project: 'Cover image must be a ready image uploaded for this project',
};

function fitsOwner(item: MediaItemRecord, owner: CoverOwner): boolean {
  if (item.status !== 'ready') return false;
  if (owner.kind === 'post') return item.purpose === 'post';
  return item.purpose === 'project' && (item.projectId === undefined || item.projectId === owner.projectId);
}

/**
 * The cover image id to store, checked: a media item that exists, is ready and was uploaded for
 * posts (or for this project, or for no project in particular); else a 400 naming `coverImageId`.
 * Null or undefined is no cover.
 */
export async function checkedCoverImageId(
  coverImageId: string | null | undefined,
  owner: CoverOwner,
): Promise<string | undefined> {
  if (!coverImageId) return undefined;
  const item = await findMediaItem(coverImageId);
  if (!item || !fitsOwner(item, owner)) {
    const message = REFUSAL[owner.kind];
    throw new InvalidInputError(`coverImageId: ${message}`, {
      details: { errors: [{ field: 'coverImageId', message }] },
    });
  }
  return coverImageId;
}

function toCover(item: MediaItemRecord): MediaCover | undefined {
  if (item.status !== 'ready' || !item.width || !item.height) return undefined;
  return {
    id: item.mediaId,
    alt: item.alt,
    width: item.width,
    height: item.height,
    sizes: (item.sizes ?? []) as MediaSize[],
    ...(item.shareImage ? { shareImage: item.shareImage as MediaSize } : {}),
    url: mediaUrl(item.mediaId),
  };
}

/**
 * The covers these ids name, read at once (one BatchGet, however many posts or projects a page
 * holds): an answer carries its cover without another request. An id whose item was deleted
 * since has no cover: a media item may be deleted while it is a cover.
 */
export async function coversOf(
  ids: ReadonlyArray<string | undefined>,
): Promise<(id: string | undefined) => MediaCover | undefined> {
  const wanted = [...new Set(ids.filter(isItemId))];
  if (wanted.length === 0) return () => undefined;
  let pending = wanted.map((mediaId) => ({ mediaId }));
  const found: MediaItemRecord[] = [];
  for (let round = 0; round < BATCH_GET_ROUNDS && pending.length > 0; round++) {
    const { data, unprocessed } = await MediaItemEntity.get(pending).go();
    found.push(...data);
    pending = unprocessed;
  }
  if (pending.length > 0) throw new Error(`${pending.length} cover images left unread by DynamoDB`);
  const covers = new Map<string, MediaCover>();
  for (const item of found) {
    const cover = toCover(item);
    if (cover) covers.set(item.mediaId, cover);
  }
  return (id) => (id ? covers.get(id) : undefined);
}
