import type { DocumentHeading } from './markdown/renderer';

/**
 * The six markdown collections and the index format the SPA reads. Markdown, indexes and rendered
 * documents are static objects: `/content/<collection>/<filepath>`, `/content/_index/<collection>.json`
 * and `/content/_rendered/v2/<collection>/<filepath without .md>.json`, served by CloudFront from the
 * content bucket (locally by the Vite proxy from the local S3).
 */
export const CONTENT_BASE_PATH = '/content';
/** Key prefix of the collections in the content bucket (CloudFront passes `/content/...` through). */
export const CONTENT_KEY_PREFIX = 'content/';
export const INDEX_FOLDER = '_index';
/**
 * Where a deploy puts the repository's content/ (outside content/, so CloudFront never serves it):
 * the content function copies each file to its document's key unless the document was edited or
 * deleted in the browser (lambdas/lib/content/repository-seed.ts).
 */
export const SEED_KEY_PREFIX = '_seed/';
/**
 * Where the content function stores each document rendered ahead (HTML with its code highlighted).
 * Versioned: a change to the rendered markup moves to a new folder, so an SPA never reads markup
 * made for another one; a document not rendered for its version yet is rendered in the browser.
 * test/lambdas/lib/content/rendered-version.test.ts pins the markup of each version.
 */
export const RENDERED_FOLDER = '_rendered/v2';
/** The content function's action that renders a collection's documents again, sent after a deploy (lambdas/content/render-documents.ts). */
export const RENDER_DOCUMENTS_ACTION = 'render-documents';
/** The folder of every version's rendered documents. */
export const RENDERED_ROOT = RENDERED_FOLDER.split('/')[0] ?? RENDERED_FOLDER;
export const DESCRIPTION_FALLBACK = 'No description available';

export const COLLECTIONS = [
  { id: 'tech-docs', title: 'Tech docs', description: 'Guides, package documentation and notes on the stack.' },
  { id: 'legal-docs', title: 'Legal', description: 'Terms, privacy and cookies of this personal site.' },
  { id: 'essential-insights', title: 'Essential insights', description: 'Short technical essays.' },
  { id: 'changelogs', title: 'Changelogs', description: 'Release notes of this site, newest first.' },
  { id: 'projects', title: 'Projects', description: 'Write-ups of finished projects.' },
  { id: 'current-projects', title: 'Current projects', description: 'Work in progress.' },
] as const;

export type CollectionId = (typeof COLLECTIONS)[number]['id'];

/** One folder, category or file of a collection's document tree. Dates are ISO strings, or null when the document has none. */
export interface DocumentNode {
  /** Collection id plus the path of the node without extension: `tech-docs/csharp/basics`. */
  id: string;
  /** The name with hyphens replaced by spaces. */
  title: string;
  /** The document's first heading, else the title. */
  label: string;
  name: string;
  /** The SPA route: `/tech-docs/csharp/basics`. */
  to: string;
  type: 'file' | 'folder' | 'category';
  /** Path inside the collection, e.g. `csharp/basics/variables.md` (folders: without extension). */
  filepath: string;
  description: string;
  createdAt: string | null;
  updatedAt: string | null;
  /** Changelogs: the short git hash of the release. */
  gitHash?: string;
  children?: DocumentNode[];
}

/** A collection's index: one JSON object per collection. */
export interface CollectionIndex {
  id: CollectionId;
  folderName: string;
  title: string;
  label: string;
  name: string;
  to: string;
  description: string;
  subMenu: DocumentNode[];
  documentCount: number;
  generatedAt: string;
}

export function indexPath(collection: CollectionId): string {
  return `${CONTENT_BASE_PATH}/${INDEX_FOLDER}/${collection}.json`;
}

export function documentPath(collection: CollectionId, filepath: string): string {
  return `${CONTENT_BASE_PATH}/${collection}/${filepath}`;
}

/** A document as the content function renders it ahead: the SPA shows it without markdown-it or highlight.js. */
export interface RenderedDocumentFile {
  /** The text of the `# heading` that opens the document. */
  title?: string;
  /** The body without that heading, code already highlighted. */
  html: string;
  /** The table of contents (empty when the document has too few headings for one). */
  toc: DocumentHeading[];
}

/** `tech-docs/aws/oac.md` → `_rendered/v2/tech-docs/aws/oac.json`, below the content key prefix or path. */
function renderedDocumentName(collection: CollectionId, filepath: string): string {
  return `${RENDERED_FOLDER}/${collection}/${filepath.replace(/\.md$/i, '')}.json`;
}

export function renderedDocumentKey(collection: CollectionId, filepath: string): string {
  return `${CONTENT_KEY_PREFIX}${renderedDocumentName(collection, filepath)}`;
}

export function renderedDocumentPath(collection: CollectionId, filepath: string): string {
  return `${CONTENT_BASE_PATH}/${renderedDocumentName(collection, filepath)}`;
}

/** A version of a document as `GET /api/content/files` answers it (`path` without `.md`). */
export interface ContentDocument {
  collection: CollectionId;
  path: string;
  markdown: string;
  versionId: string;
  lastModified: string;
}

/** What a save or a restore answers: the version it made. */
export type ContentDocumentSaved = Omit<ContentDocument, 'markdown'>;

/**
 * An editor's changes to a document kept on the server but not published (autosave): one per
 * editor and document, over the version `baseVersionId` they were typed on. The live document is
 * unchanged until the editor saves.
 */
export interface DocumentPendingChanges {
  collection: CollectionId;
  path: string;
  markdown: string;
  baseVersionId: string;
  savedAt: string;
  /** The editor's user id. */
  savedBy: string;
  savedByName: string;
}

/** How long unpublished changes are kept after their last autosave (DynamoDB TTL). */
export const PENDING_CHANGES_DAYS = 30;

/** One entry of a document's history; `editedBy` is null for versions from the repository's content. */
export interface ContentVersion {
  versionId: string;
  lastModified: string;
  size: number;
  editedBy: string | null;
}

/** A document whose current version is a delete marker, as `GET /api/content/files/deleted` answers it. */
export interface DeletedDocument {
  /** Its path in the collection without `.md`. */
  path: string;
  deletedAt: string;
  /** The display name of who deleted it; null when the site has no record of that. */
  deletedBy: string | null;
}

/**
 * Where a document created through the site stands: a plain user's file is `pending` until an
 * editor approves it (`published`) or rejects it (`rejected`); editors' and admins' files are
 * `published` at once.
 */
export const CONTENT_FILE_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ContentFileStatus = (typeof CONTENT_FILE_STATUSES)[number];

/** The two answers an editor gives a submitted document. */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A document created through the site, as its author and the reviewers see it. */
export interface DocumentSubmission {
  collection: CollectionId;
  /** Its path in the collection without `.md`. */
  path: string;
  status: ContentFileStatus;
  /** Its page on the site (answers 404 until it is published). */
  to: string;
  submittedAt: string;
  /** The author's display name. */
  submittedBy: string;
  /** The document as it is stored; absent once it is published (the bucket holds it then). */
  markdown?: string;
  reviewedAt?: string;
  /** The reviewer's display name. */
  reviewedBy?: string;
  /** Why it was rejected, when the reviewer said. */
  reason?: string;
}

/** The 409 of a save made from a version that is no longer current (`current` rides along). */
export const DOCUMENT_CHANGED_MESSAGE = 'This document has changed since you opened it';
/** At most this many versions are listed, newest first (the bucket's lifecycle keeps more). */
export const LISTED_VERSIONS_MAX = 100;
