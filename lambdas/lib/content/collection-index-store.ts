import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { CONTENT_KEY_PREFIX, type CollectionId, type CollectionIndex, INDEX_FOLDER } from '#shared/content.ts';
import { EDITED_BY_METADATA } from './document-metadata';
import { buildCollectionIndex, type SourceDocument } from './indexer';
import type { DocumentRendered } from './rendered-documents';

/**
 * Where the collections live: the handlers' bucket, or the local S3 when the local stack seeds.
 * This module reads no configuration of its own, so the local stack can use it before the
 * handlers' environment is set.
 */
export interface ContentStore {
  s3: S3Client;
  bucket: string;
}

/** Browsers and CloudFront keep an index a minute, so a new file shows up soon. */
const INDEX_CACHE_CONTROL = 'public, max-age=60';

/** Every markdown document of a collection as the bucket holds it now. */
export async function readCollection(collection: CollectionId, store: ContentStore): Promise<SourceDocument[]> {
  const prefix = `${CONTENT_KEY_PREFIX}${collection}/`;
  const listed: Array<{ key: string; storedAt?: string }> = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await store.s3.send(
      new ListObjectsV2Command({ Bucket: store.bucket, Prefix: prefix, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key?.endsWith('.md')) listed.push({ key: object.Key, storedAt: object.LastModified?.toISOString() });
    }
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return Promise.all(
    listed.map(async ({ key, storedAt }) => {
      const object = await store.s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
      const markdown = (await object.Body?.transformToString('utf-8')) ?? '';
      const edited = object.Metadata?.[EDITED_BY_METADATA] !== undefined && object.LastModified;
      return {
        path: key.slice(prefix.length),
        markdown,
        storedAt,
        editedAt: edited ? edited.toISOString() : undefined,
      };
    }),
  );
}

const indexKey = (collection: CollectionId) => `${CONTENT_KEY_PREFIX}${INDEX_FOLDER}/${collection}.json`;

/** The collection's index as it stands before this rebuild; undefined before the first one or when unreadable. */
async function readPreviousIndex(collection: CollectionId, store: ContentStore): Promise<CollectionIndex | undefined> {
  try {
    const object = await store.s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: indexKey(collection) }));
    return JSON.parse((await object.Body?.transformToString('utf-8')) ?? '') as CollectionIndex;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound' || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/**
 * Rebuilds a collection's index from what the bucket holds now, and renders the documents at
 * `changed` (paths inside the collection; every document when omitted) for the SPA. Listing the
 * bucket rather than patching the old index means two files created at the same moment both end up
 * in it, and files created on the site stay listed when the repository's content is uploaded again.
 * Resolves to the number of documents in the collection.
 */
export async function rebuildCollection(
  collection: CollectionId,
  store: ContentStore,
  changed?: readonly string[],
  onRendered?: DocumentRendered,
): Promise<number> {
  const [documents, previous] = await Promise.all([
    readCollection(collection, store),
    readPreviousIndex(collection, store),
  ]);
  // The earlier index keeps the creation time of files without a `created:` line (indexer.ts).
  const index = buildCollectionIndex(collection, documents, new Date(), previous);
  // Evaluated at the first render: the bundle carries markdown-it and highlight.js, but its start-up does not run them.
  const { storeRenderedDocuments } = await import('./rendered-documents');
  await storeRenderedDocuments(
    collection,
    store,
    documents,
    changed ?? documents.map((document) => document.path),
    onRendered,
  );
  await store.s3.send(
    new PutObjectCommand({
      Bucket: store.bucket,
      Key: indexKey(collection),
      Body: JSON.stringify(index),
      ContentType: 'application/json; charset=utf-8',
      CacheControl: INDEX_CACHE_CONTROL,
    }),
  );
  return index.documentCount;
}
