import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  type ObjectVersion,
} from '@aws-sdk/client-s3';
import {
  CONTENT_KEY_PREFIX,
  type CollectionId,
  type ContentDocument,
  type ContentDocumentSaved,
  type ContentVersion,
  DOCUMENT_CHANGED_MESSAGE,
  LISTED_VERSIONS_MAX,
} from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { ContentDeletion } from '../db/entities/content-deletion';
import { ContentFile } from '../db/entities/content-file';
import { ConflictingWriteError, ItemNotFoundError } from '../errors';
import { copyDocument, putDocument, rebuildCollection } from './collection-store';
import { EDITED_BY_METADATA } from './document-metadata';
import { editorNames } from './editor-names';
import { currentEntryOf } from './object-versions';
import { claimVersion, releaseClaim, type VersionClaim } from './version-claim';

/** A document of a collection: `path` inside it without `.md`, as in the site's URLs. */
export interface DocumentLocator {
  collection: CollectionId;
  path: string;
}

const DOCUMENT_NOT_FOUND = 'Document not found';
const VERSION_NOT_FOUND = 'Version not found';
/** Version metadata read at once when a history is listed. */
const HEAD_CONCURRENCY = 8;

/** The document's key in the content bucket (also the key of its items in the table). */
export const keyOf = ({ collection, path }: DocumentLocator) => `${CONTENT_KEY_PREFIX}${collection}/${path}.md`;

/**
 * S3's answers for "no such object or version": a missing key or version (404), a delete marker
 * asked for by version (405), and a version id S3 cannot parse (400 InvalidArgument).
 */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  return status === 404 || status === 405 || name === 'NoSuchKey' || name === 'NotFound' || name === 'InvalidArgument';
}

async function orUndefined<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A version of the document (the current one without `versionId`), or undefined when there is none. */
export async function readDocument(
  document: DocumentLocator,
  versionId?: string,
): Promise<ContentDocument | undefined> {
  const object = await orUndefined(
    s3.send(new GetObjectCommand({ Bucket: config.contentBucket, Key: keyOf(document), VersionId: versionId })),
  );
  if (!object) return undefined;
  return {
    collection: document.collection,
    path: document.path,
    markdown: (await object.Body?.transformToString('utf-8')) ?? '',
    versionId: object.VersionId ?? 'null',
    lastModified: (object.LastModified ?? new Date()).toISOString(),
  };
}

async function savedVersion(document: DocumentLocator, versionId: string | undefined): Promise<ContentDocumentSaved> {
  const head = await s3.send(
    new HeadObjectCommand({ Bucket: config.contentBucket, Key: keyOf(document), VersionId: versionId }),
  );
  await rebuildCollection(document.collection, [`${document.path}.md`]);
  return {
    collection: document.collection,
    path: document.path,
    versionId: head.VersionId ?? versionId ?? 'null',
    lastModified: (head.LastModified ?? new Date()).toISOString(),
  };
}

/** The 409 with the current document, or a 404 when it is gone meanwhile. */
async function changedSinceOpened(document: DocumentLocator, cause?: unknown): Promise<Error> {
  const current = await readDocument(document);
  if (!current) return new ItemNotFoundError(DOCUMENT_NOT_FOUND, { cause });
  return new ConflictingWriteError(DOCUMENT_CHANGED_MESSAGE, { cause, details: { current } });
}

/** How long a write that lost its claim waits for the winner's version, and how often it looks. */
const WINNER_WAIT_MS = 2000;
const WINNER_POLL_MS = 50;

/**
 * The 409 of a write that another write over the same version got ahead of, with the current
 * document when there is one. The other write holds the claim but may not have stored its version
 * yet: the answer waits (a little) until `baseVersionId` is no longer current, so the editor is
 * shown the text that won rather than the one both started from.
 */
async function changedMeanwhile(document: DocumentLocator, baseVersionId: string): Promise<Error> {
  const waitUntil = Date.now() + WINNER_WAIT_MS;
  let current = await readDocument(document);
  while (current?.versionId === baseVersionId && Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, WINNER_POLL_MS));
    current = await readDocument(document);
  }
  return new ConflictingWriteError(DOCUMENT_CHANGED_MESSAGE, current ? { details: { current } } : undefined);
}

/**
 * Runs `write` over the version `claim` names, holding the claim on it (version-claim.ts): of two
 * writes over one version only the first runs, the other gets `lost()`. A write that fails gives
 * the claim back, so the version may be written over again at once.
 */
async function underClaim<T>(
  claim: VersionClaim,
  editedBy: string,
  lost: () => Promise<Error>,
  write: () => Promise<T>,
) {
  if (!(await claimVersion(claim, editedBy))) throw await lost();
  try {
    return await write();
  } catch (error) {
    await releaseClaim(claim);
    throw error;
  }
}

/**
 * Refuses text typed on a version that is no longer current: 404 when the document is gone, 409
 * with the current document when another version was saved since `baseVersionId`.
 */
export async function checkCurrentVersion(document: DocumentLocator, baseVersionId: string): Promise<void> {
  const current = await orUndefined(
    s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: keyOf(document) })),
  );
  if (!current) throw new ItemNotFoundError(DOCUMENT_NOT_FOUND);
  if ((current.VersionId ?? 'null') !== baseVersionId) throw await changedSinceOpened(document);
}

/**
 * Saves a new version made from `baseVersionId`. Refused (409, with the current document) when
 * that is not the current version any more, and when another write over the same version got there
 * first (a save, a restore or a delete: each claims the version it read as current before it
 * writes). The collection index and the document's rendered copy are rebuilt at once, as after a
 * create.
 */
export async function saveDocument(
  document: DocumentLocator,
  markdown: string,
  baseVersionId: string,
  editedBy: string,
): Promise<ContentDocumentSaved> {
  const key = keyOf(document);
  await checkCurrentVersion(document, baseVersionId);
  const versionId = await underClaim(
    { key, baseVersionId },
    editedBy,
    // Lost to another write over the same version: 409 even when that one was a delete.
    () => changedMeanwhile(document, baseVersionId),
    () => putDocument(key, markdown, editedBy),
  );
  return savedVersion(document, versionId);
}

/**
 * Makes an old version current again as a new version (also after the document was deleted),
 * claiming the version or delete marker it finds current, so a save or delete over that one at
 * the same moment cannot undo it, nor it them (409 for the later one).
 */
export async function restoreVersion(
  document: DocumentLocator,
  versionId: string,
  editedBy: string,
): Promise<ContentDocumentSaved> {
  const key = keyOf(document);
  const source = await orUndefined(
    s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: key, VersionId: versionId })),
  );
  if (!source) throw new ItemNotFoundError(VERSION_NOT_FOUND);
  const current = await currentEntryOf({ s3, bucket: config.contentBucket }, key);
  if (!current) throw new ItemNotFoundError(VERSION_NOT_FOUND);
  const restored = await underClaim(
    { key, baseVersionId: current.versionId },
    editedBy,
    () => changedMeanwhile(document, current.versionId),
    () => copyDocument(key, { key, versionId }, editedBy),
  );
  return savedVersion(document, restored);
}

/**
 * Deletes the document: the versioned bucket keeps its history behind a delete marker, so a restore
 * brings it back. The current version is claimed first, as a save claims it, so a save and a delete
 * at the same moment cannot both happen (409 for the later one). Who deleted it is recorded for the
 * list of deleted documents; its create guard goes, so the name may be created again. The collection
 * index drops it and its rendered copy is removed.
 */
export async function deleteDocument(document: DocumentLocator, deletedBy: string): Promise<void> {
  const key = keyOf(document);
  const current = await orUndefined(s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: key })));
  if (!current) throw new ItemNotFoundError(DOCUMENT_NOT_FOUND);
  const marker = await underClaim(
    { key, baseVersionId: current.VersionId ?? 'null' },
    deletedBy,
    () => changedMeanwhile(document, current.VersionId ?? 'null'),
    () => s3.send(new DeleteObjectCommand({ Bucket: config.contentBucket, Key: key })),
  );
  await ContentDeletion.put({
    key,
    markerVersionId: marker.VersionId ?? 'null',
    deletedBy,
    deletedAt: new Date().toISOString(),
  }).go();
  await ContentFile.delete({ key }).go();
  await rebuildCollection(document.collection, [`${document.path}.md`]);
}

/** The document's versions (not its delete markers), newest first, at most LISTED_VERSIONS_MAX. */
async function listObjectVersions(key: string): Promise<ObjectVersion[]> {
  const versions: ObjectVersion[] = [];
  let markers: { KeyMarker?: string; VersionIdMarker?: string } = {};
  do {
    const page = await s3.send(
      new ListObjectVersionsCommand({ Bucket: config.contentBucket, Prefix: key, ...markers }),
    );
    versions.push(...(page.Versions ?? []).filter((version) => version.Key === key));
    markers = page.IsTruncated ? { KeyMarker: page.NextKeyMarker, VersionIdMarker: page.NextVersionIdMarker } : {};
  } while (markers.KeyMarker !== undefined && versions.length < LISTED_VERSIONS_MAX);
  return versions.slice(0, LISTED_VERSIONS_MAX);
}

/**
 * The document's history, newest first, with who saved each version: the user id a save or restore
 * writes into the version's metadata, answered as that user's display name (null for versions
 * from the repository's content, which have none).
 */
export async function listVersions(document: DocumentLocator): Promise<ContentVersion[]> {
  const key = keyOf(document);
  const versions = await listObjectVersions(key);
  if (versions.length === 0) throw new ItemNotFoundError(DOCUMENT_NOT_FOUND);
  const editors: Array<string | undefined> = [];
  for (let start = 0; start < versions.length; start += HEAD_CONCURRENCY) {
    const heads = await Promise.all(
      versions.slice(start, start + HEAD_CONCURRENCY).map((version) =>
        // A version the lifecycle expires meanwhile is listed without an editor.
        orUndefined(
          s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: key, VersionId: version.VersionId })),
        ),
      ),
    );
    editors.push(...heads.map((head) => head?.Metadata?.[EDITED_BY_METADATA]));
  }
  const names = await editorNames(editors.filter((id): id is string => id !== undefined));
  return versions.map((version, index) => {
    const editor = editors[index];
    return {
      versionId: version.VersionId ?? 'null',
      lastModified: (version.LastModified ?? new Date(0)).toISOString(),
      size: version.Size ?? 0,
      editedBy: editor === undefined ? null : (names.get(editor) ?? null),
    };
  });
}
