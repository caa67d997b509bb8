import { CONTENT_KEY_PREFIX, type CollectionId, type DeletedDocument } from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { ContentDeletion } from '../db/entities/content-deletion';
import { editorNames } from './editor-names';
import { currentEntries } from './object-versions';

/**
 * The collection's documents whose current entry is a delete marker, newest deletion first, with
 * who deleted each (the site's record of that delete marker; null for one it has no record of).
 * Their history stays, so a restore from it brings each back.
 */
export async function listDeletedDocuments(collection: CollectionId): Promise<DeletedDocument[]> {
  const prefix = `${CONTENT_KEY_PREFIX}${collection}/`;
  const markers = (await currentEntries({ s3, bucket: config.contentBucket }, prefix))
    .filter((entry) => entry.deleteMarker && entry.key.endsWith('.md'))
    .sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime());
  if (markers.length === 0) return [];
  const { data: records } = await ContentDeletion.get(markers.map(({ key }) => ({ key }))).go();
  const deleters = new Map(
    records
      .filter((record) =>
        markers.some((marker) => marker.key === record.key && marker.versionId === record.markerVersionId),
      )
      .map((record) => [record.key, record.deletedBy]),
  );
  const names = await editorNames([...deleters.values()]);
  return markers.map((marker) => {
    const deleter = deleters.get(marker.key);
    return {
      path: marker.key.slice(prefix.length, -'.md'.length),
      deletedAt: marker.lastModified.toISOString(),
      deletedBy: deleter === undefined ? null : (names.get(deleter) ?? null),
    };
  });
}
