import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { CONTENT_KEY_PREFIX, type CollectionId, INDEX_FOLDER } from '../../../shared/content';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { buildCollectionIndex, type SourceDocument } from './indexer';

/** Browsers and CloudFront keep an index a minute, so a new file shows up soon. */
const INDEX_CACHE_CONTROL = 'public, max-age=60';
const DOCUMENT_CACHE_CONTROL = 'public, max-age=300';

async function readCollection(collection: CollectionId): Promise<SourceDocument[]> {
  const prefix = `${CONTENT_KEY_PREFIX}${collection}/`;
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: config.contentBucket, Prefix: prefix, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) if (object.Key?.endsWith('.md')) keys.push(object.Key);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return Promise.all(
    keys.map(async (key) => {
      const object = await s3.send(new GetObjectCommand({ Bucket: config.contentBucket, Key: key }));
      return { path: key.slice(prefix.length), markdown: (await object.Body?.transformToString('utf-8')) ?? '' };
    }),
  );
}

/**
 * Rebuilds a collection's index from what the bucket holds now. Listing the bucket rather than
 * patching the old index means two files created at the same moment both end up in it.
 */
export async function rebuildCollectionIndex(collection: CollectionId): Promise<number> {
  const index = buildCollectionIndex(collection, await readCollection(collection));
  await s3.send(
    new PutObjectCommand({
      Bucket: config.contentBucket,
      Key: `${CONTENT_KEY_PREFIX}${INDEX_FOLDER}/${collection}.json`,
      Body: JSON.stringify(index),
      ContentType: 'application/json; charset=utf-8',
      CacheControl: INDEX_CACHE_CONTROL,
    }),
  );
  return index.documentCount;
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
