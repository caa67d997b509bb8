import { CopyObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { CollectionId } from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { recordDocumentMediaUsage } from '../media/usage-targets';
import { rebuildCollection as rebuildInStore } from './collection-index-store';
import { DOCUMENT_CACHE_CONTROL, DOCUMENT_CONTENT_TYPE, EDITED_BY_METADATA } from './document-metadata';

/**
 * Rebuilds a collection's index in the handlers' content bucket and renders the `changed` documents
 * (paths in the collection; every document when left out). The documents named as changed (a save,
 * a delete) record the images they show (lib/media/usage-targets.ts); a whole collection rendered
 * again changed no document's images.
 */
export function rebuildCollection(collection: CollectionId, changed?: readonly string[]): Promise<number> {
  const recordUsage = changed
    ? (path: string, markdown: string | undefined, title: string | undefined) =>
        recordDocumentMediaUsage(collection, path, markdown, title)
    : undefined;
  return rebuildInStore(collection, { s3, bucket: config.contentBucket }, changed, recordUsage);
}

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

/**
 * Copies `source` (at `versionId`, else its current version) to a new current version of `key`,
 * saved by `editedBy`, or with no editor when the repository's copy is copied; answers its version id.
 */
export async function copyDocument(
  key: string,
  source: { key: string; versionId?: string },
  editedBy: string | undefined,
): Promise<string | undefined> {
  const encodedKey = source.key.split('/').map(encodeURIComponent).join('/');
  const version = source.versionId === undefined ? '' : `?versionId=${encodeURIComponent(source.versionId)}`;
  const copied = await s3.send(
    new CopyObjectCommand({
      Bucket: config.contentBucket,
      Key: key,
      CopySource: `${config.contentBucket}/${encodedKey}${version}`,
      MetadataDirective: 'REPLACE',
      ContentType: DOCUMENT_CONTENT_TYPE,
      CacheControl: DOCUMENT_CACHE_CONTROL,
      Metadata: editedBy === undefined ? {} : { [EDITED_BY_METADATA]: editedBy },
    }),
  );
  return copied.VersionId;
}
