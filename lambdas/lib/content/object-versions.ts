import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import type { ContentStore } from './collection-index-store';

/** What a key holds now: its newest version, or the delete marker that hides its versions. */
export interface CurrentEntry {
  key: string;
  versionId: string;
  deleteMarker: boolean;
  lastModified: Date;
  etag?: string;
}

/**
 * The current entry of every key under `prefix` (S3 flags it `IsLatest`), from every page of
 * ListObjectVersions. Reads no configuration, so the local stack uses it before the handlers'
 * environment is set.
 */
export async function currentEntries(store: ContentStore, prefix: string): Promise<CurrentEntry[]> {
  const entries: CurrentEntry[] = [];
  let markers: { KeyMarker?: string; VersionIdMarker?: string } = {};
  do {
    const page = await store.s3.send(
      new ListObjectVersionsCommand({ Bucket: store.bucket, Prefix: prefix, ...markers }),
    );
    const listed = [
      ...(page.Versions ?? []).map((version) => ({ ...version, deleteMarker: false })),
      ...(page.DeleteMarkers ?? []).map((marker) => ({ ...marker, ETag: undefined, deleteMarker: true })),
    ];
    for (const entry of listed) {
      if (!entry.IsLatest || entry.Key === undefined) continue;
      entries.push({
        key: entry.Key,
        versionId: entry.VersionId ?? 'null',
        deleteMarker: entry.deleteMarker,
        lastModified: entry.LastModified ?? new Date(0),
        etag: entry.ETag,
      });
    }
    markers = page.IsTruncated ? { KeyMarker: page.NextKeyMarker, VersionIdMarker: page.NextVersionIdMarker } : {};
  } while (markers.KeyMarker !== undefined);
  return entries;
}

/** The current entry of one key; undefined when the key has never been written. */
export async function currentEntryOf(store: ContentStore, key: string): Promise<CurrentEntry | undefined> {
  return (await currentEntries(store, key)).find((entry) => entry.key === key);
}
