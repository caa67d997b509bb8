import {
  MEDIA_IN_USE,
  type MediaItem,
  type MediaUsage as MediaUsageAnswer,
  type MediaUsageKind,
} from '#shared/media.ts';
import { MediaUsage, type MediaUsageRecord } from '../db/entities/media-usage';
import { ConflictingWriteError } from '../errors';

/** A piece of content that may show images, as its save describes it. */
export interface UsageTarget {
  kind: MediaUsageKind;
  id: string;
  title: string;
  link: string;
  /** The public pages that show it, rendered again when one of its images is deleted. */
  pages: string[];
}

/** Each image's uses are read in one query; a page of uses this long is more than any image has. */
const USES_READ_LIMIT = 1000;

async function usesOfTarget(kind: MediaUsageKind, id: string): Promise<MediaUsageRecord[]> {
  const { data } = await MediaUsage.query.byTarget({ targetKind: kind, targetId: id }).go({ pages: 'all' });
  return data;
}

/** Whether a recorded use already says what the target says now (its title, link and pages). */
const describes = (use: MediaUsageRecord, target: UsageTarget) =>
  use.title === target.title &&
  use.link === target.link &&
  (use.pages ?? []).length === target.pages.length &&
  target.pages.every((page, index) => use.pages?.[index] === page);

/**
 * Records that `target` shows the images `mediaIds` (its cover, the images of its markdown, a
 * profile's picture), replacing what its previous save recorded: uses it no longer has are removed,
 * new ones and those whose title, link or pages changed are written. A save that changes none of
 * that writes nothing (most saves of a post: no extra writes, no stream records). An empty list
 * removes them all (the content deleted, or without images).
 */
export async function recordMediaUsage(target: UsageTarget, mediaIds: readonly (string | undefined)[]): Promise<void> {
  const wanted = new Set(mediaIds.filter((id): id is string => typeof id === 'string' && id !== ''));
  const previous = await usesOfTarget(target.kind, target.id);
  const stale = previous.filter((use) => !wanted.has(use.mediaId));
  const current = new Set(previous.filter((use) => describes(use, target)).map((use) => use.mediaId));
  const updatedAt = new Date().toISOString();
  await Promise.all([
    ...stale.map((use) => MediaUsage.delete(use).go()),
    ...[...wanted]
      .filter((mediaId) => !current.has(mediaId))
      .map((mediaId) =>
        MediaUsage.put({
          mediaId,
          targetKind: target.kind,
          targetId: target.id,
          title: target.title,
          link: target.link,
          pages: target.pages,
          updatedAt,
        }).go(),
      ),
  ]);
}

/** Removes every use a piece of content recorded (it was deleted). */
export function removeMediaUsage(kind: MediaUsageKind, id: string): Promise<void> {
  return recordMediaUsage({ kind, id, title: '', link: '', pages: [] }, []);
}

const toUsageAnswer = (use: MediaUsageRecord): MediaUsageAnswer => ({
  kind: use.targetKind,
  id: use.targetId,
  title: use.title,
  link: use.link,
});

/** Where one image is used, by kind then id. */
async function usesOfMedia(mediaId: string): Promise<MediaUsageAnswer[]> {
  const { data } = await MediaUsage.query.byMedia({ mediaId }).go({ limit: USES_READ_LIMIT });
  return data.map(toUsageAnswer);
}

/** Refuses (a conflict listing the uses as `usedIn`) to go on with an image that is in use. */
export async function checkNotInUse(mediaId: string): Promise<void> {
  const usedIn = await usesOfMedia(mediaId);
  if (usedIn.length > 0) throw new ConflictingWriteError(MEDIA_IN_USE, { details: { usedIn } });
}

/**
 * An image changed (its alt text) or was deleted: each of its uses is marked `imageChangedAt`, a
 * change the page renderer follows to render the use's pages again (render/dependants.ts), and,
 * for a delete, then removed. Answers the pages so marked.
 */
async function markUsesChanged(mediaId: string, { remove }: { remove: boolean }): Promise<string[]> {
  const { data } = await MediaUsage.query.byMedia({ mediaId }).go({ pages: 'all' });
  const now = new Date().toISOString();
  await Promise.all(
    data.map(async (use) => {
      await MediaUsage.patch(use).set({ imageChangedAt: now, updatedAt: now }).go();
      if (remove) await MediaUsage.delete(use).go();
    }),
  );
  return [...new Set(data.flatMap((use) => use.pages ?? []))];
}

/** The image was deleted: its pages are rendered again without it, and its uses removed. */
export const releaseMediaUsage = (mediaId: string) => markUsesChanged(mediaId, { remove: true });

/** The image's alt text changed: its pages are rendered again with the new one. */
export const touchMediaUsage = (mediaId: string) => markUsesChanged(mediaId, { remove: false });

/** Each answer with where its image is used (one query per image, side by side). */
export function withUses(items: readonly MediaItem[]): Promise<MediaItem[]> {
  return Promise.all(items.map(async (item) => ({ ...item, usedIn: await usesOfMedia(item.id) })));
}
