import { CopyObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { CollectionId } from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { rebuildCollection as rebuildInStore } from './collection-index-store';

const DOCUMENT_CACHE_CONTROL = 'public, max-age=300';

/** Rebuilds a collection's index in the handlers' content bucket and renders the `changed` documents (paths in the collection). */
export function rebuildCollection(collection: CollectionId, changed: readonly string[]): Promise<number> {
  return rebuildInStore(collection, { s3, bucket: config.contentBucket }, changed);
}

export const DOCUMENT_CONTENT_TYPE = 'text/markdown; charset=utf-8';
/** Object metadata naming the user who saved a version (absent on the repository's content). */
export const EDITED_BY_METADATA = 'edited-by';

/** Writes a markdown document as a new version saved by `editedBy` (a user id); answers its version id. */
export async function putDocument(key: string, markdown: string, editedBy: string): Promise<string | undefined> {
  const written = await s3.send(
    new PutObjectCommand({
      Bucket: config.contentBucket,
      Key: key,
      Body: markdown,
      ContentType: DOCUMENT_CONTENT_TYPE,
      CacheControl: DOCUMENT_CACHE_CONTROL,
      Metadata: { [EDITED_BY_METADATA]: editedBy },
    }),
  );
  return written.VersionId;
}

/** Makes `versionId` of `key` current again as a new version saved by `editedBy`; answers its version id. */
export async function copyVersion(key: string, versionId: string, editedBy: string): Promise<string | undefined> {
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  const copied = await s3.send(
    new CopyObjectCommand({
      Bucket: config.contentBucket,
      Key: key,
      CopySource: `${config.contentBucket}/${encodedKey}?versionId=${encodeURIComponent(versionId)}`,
      MetadataDirective: 'REPLACE',
      ContentType: DOCUMENT_CONTENT_TYPE,
      CacheControl: DOCUMENT_CACHE_CONTROL,
      Metadata: { [EDITED_BY_METADATA]: editedBy },
    }),
  );
  return copied.VersionId;
}
