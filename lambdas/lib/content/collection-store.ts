import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { CollectionId } from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { rebuildCollection as rebuildInStore } from './collection-index-store';

const DOCUMENT_CACHE_CONTROL = 'public, max-age=300';

/** Rebuilds a collection's index in the handlers' content bucket and renders the `changed` documents (paths in the collection). */
export function rebuildCollection(collection: CollectionId, changed: readonly string[]): Promise<number> {
  return rebuildInStore(collection, { s3, bucket: config.contentBucket }, changed);
}

export async function putDocument(key: string, markdown: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.contentBucket,
      Key: key,
      Body: markdown,
      ContentType: 'text/markdown; charset=utf-8',
      CacheControl: DOCUMENT_CACHE_CONTROL,
    }),
  );
}
