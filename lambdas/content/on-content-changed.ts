import { COLLECTIONS, CONTENT_KEY_PREFIX, type CollectionId, INDEX_FOLDER, SEED_KEY_PREFIX } from '#shared/content.ts';
import { rebuildCollection } from '../lib/content/collection-store';
import { applySeed } from '../lib/content/seed-copy';
import { logger } from '../lib/logger';

/** The part of an S3 "Object Created/Deleted" event that EventBridge delivers and we read. */
export interface ContentChangedEvent {
  source: 'aws.s3';
  'detail-type': string;
  detail: { bucket?: { name?: string }; object?: { key?: string } };
}

export function isContentChangedEvent(event: unknown): event is ContentChangedEvent {
  return typeof event === 'object' && event !== null && (event as { source?: unknown }).source === 'aws.s3';
}

/** The collection a markdown key belongs to (`content/<collection>/….md`), never an index file. */
function collectionOfKey(key: string): CollectionId | undefined {
  if (!key.startsWith(CONTENT_KEY_PREFIX) || !key.endsWith('.md')) return undefined;
  const [collection] = key.slice(CONTENT_KEY_PREFIX.length).split('/');
  if (collection === INDEX_FOLDER) return undefined;
  return COLLECTIONS.find((candidate) => candidate.id === collection)?.id;
}

/**
 * A markdown file appeared in (or left) the content bucket. A deploy's upload to `_seed/` is copied
 * to the document unless it was edited or deleted in the browser (lib/content/seed-copy.ts); that
 * copy's own event comes back here. A document's change rebuilds the collection's index from what
 * the bucket holds, so files created on the site stay listed and new files appear without a Lambda
 * on the read path, and the file is rendered for the SPA (or its rendered copy removed, when the
 * file is gone).
 */
export async function onContentChanged(
  event: ContentChangedEvent,
): Promise<{ rebuilt?: CollectionId; seeded?: string }> {
  const key = decodeURIComponent((event.detail.object?.key ?? '').replace(/\+/g, ' '));
  if (key.startsWith(SEED_KEY_PREFIX)) {
    // A seed that leaves the bucket changes no document: only what the site deletes is deleted.
    return event['detail-type'] === 'Object Created' && key.endsWith('.md') ? { seeded: await applySeed(key) } : {};
  }
  const collection = collectionOfKey(key);
  if (!collection) return {};
  const documents = await rebuildCollection(collection, [key.slice(`${CONTENT_KEY_PREFIX}${collection}/`.length)]);
  logger.info('Collection index rebuilt', { collection, key, documents, reason: event['detail-type'] });
  return { rebuilt: collection };
}
