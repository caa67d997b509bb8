import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { ContentStore } from './collection-index-store';
import { EDITED_BY_METADATA } from './document-metadata';
import { type CurrentEntry, currentEntryOf } from './object-versions';

/**
 * What the repository's copy of a document does to the bucket's:
 * - `follow`: the document was never edited in the browser (or is new), so the repository's copy
 *   becomes its current version;
 * - `same`: it already is;
 * - `edited` / `deleted`: its current version was saved or deleted in the browser, so the
 *   repository's copy is not written. Nothing but the site deletes a document (the upload never
 *   prunes), so a delete marker is always the site's; the lifecycle keeps the newest old versions
 *   behind it, so it is never expired away.
 */
export type SeedDecision =
  | { action: 'follow'; currentVersionId?: string }
  | { action: 'same' | 'edited' | 'deleted'; currentVersionId: string };

/**
 * Decides for the document at `key` whether the repository's copy (its MD5 ETag, quoted as S3
 * answers it) replaces the bucket's. The content function asks it for each file a deploy uploads,
 * the local stack for each file of content/ at start, passing the key's current entry from one
 * listing of the whole bucket (`{ current: undefined }`: never written) rather than a listing per file.
 */
export async function seedDecision(
  store: ContentStore,
  key: string,
  repositoryEtag: string,
  listed?: { current: CurrentEntry | undefined },
): Promise<SeedDecision> {
  const current = listed ? listed.current : await currentEntryOf(store, key);
  if (!current) return { action: 'follow' };
  const currentVersionId = current.versionId;
  if (current.deleteMarker) return { action: 'deleted', currentVersionId };
  // The same bytes: nothing to write, whoever wrote them (spares the metadata read on most starts).
  if (current.etag === repositoryEtag) return { action: 'same', currentVersionId };
  const head = await store.s3.send(
    new HeadObjectCommand({ Bucket: store.bucket, Key: key, VersionId: currentVersionId }),
  );
  if (head.Metadata?.[EDITED_BY_METADATA] !== undefined) return { action: 'edited', currentVersionId };
  if (head.ETag === repositoryEtag) return { action: 'same', currentVersionId };
  return { action: 'follow', currentVersionId };
}
