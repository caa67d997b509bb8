import * as z from 'zod/mini';
import { COLLECTIONS, REVIEW_DECISIONS } from '../content';

/** A folder or file name: lower-case letters, digits and single hyphens, no dots, so no traversal. */
const CONTENT_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CONTENT_NAME_MAX_LENGTH = 80;
/** Folders below the collection a new document may be created in; the file is the fifth name at most. */
export const MAX_FOLDER_DEPTH = 4;
/**
 * Names in the path of a document that already exists: the repository's content nests deeper than
 * a create may (six names in tech-docs), and every such document must stay readable and editable.
 */
const MAX_DOCUMENT_PATH_NAMES = 10;
const MARKDOWN_MAX_BYTES = 200 * 1024;
const CONTENT_DESCRIPTION_MAX_LENGTH = 300;

const segment = (label: string) =>
  z
    .string(`${label} is required`)
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(CONTENT_NAME_MAX_LENGTH, `${label} must be at most ${CONTENT_NAME_MAX_LENGTH} characters`),
      z.regex(CONTENT_NAME_PATTERN, `${label} may contain only lower-case letters, digits and single hyphens`),
    );

/** `POST /api/content/files`: a new markdown document in a collection. */
export const createMarkdownSchema = z.strictObject({
  collection: z.enum(
    COLLECTIONS.map((collection) => collection.id) as [string, ...string[]],
    `Collection must be one of ${COLLECTIONS.map((collection) => collection.id).join(', ')}`,
  ),
  folder: z.optional(
    z
      .array(segment('Folder name'), 'Folder must be a list of folder names')
      .check(z.maxLength(MAX_FOLDER_DEPTH, `Folder can be at most ${MAX_FOLDER_DEPTH} levels deep`)),
  ),
  name: segment('File name'),
  description: z.optional(
    z
      .string('Description must be text')
      .check(
        z.trim(),
        z.maxLength(
          CONTENT_DESCRIPTION_MAX_LENGTH,
          `Description must be at most ${CONTENT_DESCRIPTION_MAX_LENGTH} characters`,
        ),
        z.regex(/^[^\r\n]*$/, 'Description must be one line'),
      ),
  ),
  markdown: z.string('Markdown is required').check(
    z.refine((value) => value.trim().length > 0, 'Markdown is required'),
    z.refine(
      (value) => new TextEncoder().encode(value).length <= MARKDOWN_MAX_BYTES,
      `Markdown must be at most ${MARKDOWN_MAX_BYTES / 1024} KB`,
    ),
  ),
});

const collection = createMarkdownSchema.def.shape.collection;
const markdown = createMarkdownSchema.def.shape.markdown;

/**
 * A document's path in its collection without `.md`, as in the site's URLs: up to
 * MAX_DOCUMENT_PATH_NAMES names, each a name as `POST /api/content/files` accepts it (no dots, so
 * no traversal).
 */
const documentPath = z.string('Path is required').check(
  z.minLength(1, 'Path is required'),
  z.refine((value) => {
    const segments = value.split('/');
    return (
      segments.length <= MAX_DOCUMENT_PATH_NAMES &&
      segments.every((name) => name.length <= CONTENT_NAME_MAX_LENGTH && CONTENT_NAME_PATTERN.test(name))
    );
  }, `Path must be up to ${MAX_DOCUMENT_PATH_NAMES} names of lower-case letters, digits and single hyphens, separated by /`),
);

/** An S3 version id as S3 writes them (letters, digits and `._+/=-`). */
const versionId = (label: string) =>
  z
    .string(`${label} is required`)
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(1024, `${label} must be at most 1024 characters`),
      z.regex(/^[A-Za-z0-9._+/=-]+$/, `${label} is not a version id`),
    );

/** `?collection=&path=` of `GET /api/content/files/versions` and `DELETE /api/content/files`. */
export const documentLocatorSchema = z.strictObject({ collection, path: documentPath });

/** `?collection=` of `GET /api/content/files/deleted`. */
export const deletedDocumentsQuerySchema = z.strictObject({ collection });

/** `GET /api/content/files?collection=&path=[&versionId=]`. */
export const documentQuerySchema = z.strictObject({
  collection,
  path: documentPath,
  versionId: z.optional(versionId('Version')),
});

/** `PUT /api/content/files`: a new version of a document, made from the version the editor opened. */
export const saveDocumentSchema = z.strictObject({
  collection,
  path: documentPath,
  markdown,
  baseVersionId: versionId('Base version'),
});

/** `PUT /api/content/files/autosave`: the text kept unpublished, checked as a save would be. */
export const autosaveDocumentSchema = z.strictObject({ ...saveDocumentSchema.def.shape });

/** `POST /api/content/files/restore`: an old version made current again. */
export const restoreDocumentSchema = z.strictObject({
  collection,
  path: documentPath,
  versionId: versionId('Version'),
});

const REVIEW_REASON_MAX_LENGTH = 1000;

/** `POST /api/content/files/review`: an editor's answer to a submitted document. */
export const reviewDocumentSchema = z.strictObject({
  collection,
  path: documentPath,
  decision: z.enum(REVIEW_DECISIONS, 'Decision must be approve or reject'),
  reason: z.optional(
    z
      .string('Reason must be text')
      .check(
        z.trim(),
        z.maxLength(REVIEW_REASON_MAX_LENGTH, `Reason must be at most ${REVIEW_REASON_MAX_LENGTH} characters`),
      ),
  ),
});
