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
import { ContentEdit } from '../db/entities/content-edit';
import { ContentFile } from '../db/entities/content-file';
import { isConditionFailure } from '../db/transactions';
import { ConflictingWriteError, ItemNotFoundError } from '../errors';
import { copyVersion, EDITED_BY_METADATA, putDocument, rebuildCollection } from './collection-store';
import { editorNames } from './editor-names';

/** A document of a collection: `path` inside it without `.md`, as in the site's URLs. */
export interface DocumentLocator {
  collection: CollectionId;
  path: string;
}

const DOCUMENT_NOT_FOUND = 'Document not found';
const VERSION_NOT_FOUND = 'Version not found';
/** Version metadata read at once when a history is listed. */
const HEAD_CONCURRENCY = 8;
/** A claim outlives any save that could still be running by far. */
const CLAIM_TTL_SECONDS = 24 * 60 * 60;

const keyOf = ({ collection, path }: DocumentLocator) => `${CONTENT_KEY_PREFIX}${collection}/${path}.md`;

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

/**
 * Saves a new version made from `baseVersionId`. Refused (409, with the current document) when
 * that is not the current version any more, and when another save from the same version got there
 * first: each save claims its base version with a conditional create (ContentEdit) before it
 * writes, so of two saves from one version exactly one writes. The collection index and the
 * document's rendered copy are rebuilt at once, as after a create.
 */
export async function saveDocument(
  document: DocumentLocator,
  markdown: string,
  baseVersionId: string,
  editedBy: string,
): Promise<ContentDocumentSaved> {
  const key = keyOf(document);
  const current = await orUndefined(s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: key })));
  if (!current) throw new ItemNotFoundError(DOCUMENT_NOT_FOUND);
  if ((current.VersionId ?? 'null') !== baseVersionId) throw await changedSinceOpened(document);
  const claim = { key, baseVersionId };
  const now = new Date();
  try {
    await ContentEdit.create({
      ...claim,
      editedBy,
      claimedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + CLAIM_TTL_SECONDS,
    }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw await changedSinceOpened(document, error);
  }
  let versionId: string | undefined;
  try {
    versionId = await putDocument(key, markdown, editedBy);
  } catch (error) {
    // Nothing was written: the base version may be saved from again.
    await ContentEdit.delete(claim)
      .go()
      .catch(() => undefined);
    throw error;
  }
  return savedVersion(document, versionId);
}

/** Makes an old version current again as a new version (also after the document was deleted). */
export async function restoreVersion(
  document: DocumentLocator,
  versionId: string,
  editedBy: string,
): Promise<ContentDocumentSaved> {
  const source = await orUndefined(
    s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: keyOf(document), VersionId: versionId })),
  );
  if (!source) throw new ItemNotFoundError(VERSION_NOT_FOUND);
  return savedVersion(document, await copyVersion(keyOf(document), versionId, editedBy));
}

/**
 * Deletes the document: the versioned bucket keeps its history behind a delete marker, so a restore
 * brings it back. Its create guard goes too, so the name may be created again. The collection index
 * drops it and its rendered copy is removed.
 */
export async function deleteDocument(document: DocumentLocator): Promise<void> {
  const key = keyOf(document);
  const current = await orUndefined(s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: key })));
  if (!current) throw new ItemNotFoundError(DOCUMENT_NOT_FOUND);
  await s3.send(new DeleteObjectCommand({ Bucket: config.contentBucket, Key: key }));
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
