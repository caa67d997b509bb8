import {
  COLLECTIONS,
  type CollectionId,
  type CollectionIndex,
  DESCRIPTION_FALLBACK,
  type DocumentNode,
} from '#shared/content.ts';
import { folderDescription, type MarkdownMetadata, readMarkdownMetadata } from './markdown-metadata';

export interface SourceDocument {
  /** Path inside the collection with forward slashes, e.g. `csharp/basics/variables.md`. */
  path: string;
  markdown: string;
  /** When the bucket stored the file's current content (ISO), when known. */
  storedAt?: string;
  /**
   * When an editor saved the current version on the site (a save, a restore or a create: the
   * version carries its editor), ISO; absent for the repository's copy, which a deploy may store
   * again without changing it.
   */
  editedAt?: string;
}

/** A folder's own document: its name and description, not a page of its own. */
const FOLDER_DOCUMENT = 'index.md';

/** What a folder's `index.md` says of the folder. */
interface FolderDocument {
  heading?: string;
  description?: string;
}

const titleOf = (name: string) => name.replace(/-/g, ' ');
const latest = (node: DocumentNode) => node.updatedAt ?? node.createdAt;

/** Folders (and categories) first, by title; then files by most recent update, undated last. */
function compareNodes(a: DocumentNode, b: DocumentNode): number {
  const aFile = a.type === 'file';
  const bFile = b.type === 'file';
  if (aFile !== bFile) return aFile ? 1 : -1;
  if (!aFile) return a.label.localeCompare(b.label);
  const [aDate, bDate] = [latest(a), latest(b)];
  if (aDate !== bDate) {
    if (!aDate) return 1;
    if (!bDate) return -1;
    return aDate < bDate ? 1 : -1;
  }
  return a.label.localeCompare(b.label);
}

// ISO strings sort as the dates they name.
const sortedTimes = (times: Array<string | null | undefined>) =>
  times.filter((time): time is string => Boolean(time)).sort();

/** The earliest of the ISO times given; null when there is none. */
function earliest(...times: Array<string | null | undefined>): string | null {
  return sortedTimes(times)[0] ?? null;
}

/** The latest of the ISO times given; null when there is none. */
function newest(...times: Array<string | null | undefined>): string | null {
  return sortedTimes(times).at(-1) ?? null;
}

/**
 * A file's `created:`/`date:` line; without one, the earliest time the indexer knows the file by:
 * the creation time it gave the file in an earlier index, the time the bucket stored it, or its
 * `updated:` line, whichever came first.
 */
function creationTime(metadata: MarkdownMetadata, document: SourceDocument, knownBefore: string | undefined) {
  if (metadata.createdAt) return metadata.createdAt;
  if (!knownBefore && !document.storedAt) return null;
  return earliest(knownBefore, document.storedAt, metadata.updatedAt);
}

/**
 * The file's last real change: its `updated:` line (else its `created:` line), or the time an
 * editor saved its current version on the site when that is later. The repository's copy counts by
 * its lines only: a deploy stores it again (or a changed one) with no editor, at deploy time, which
 * says nothing about when its text changed.
 */
function lastChange(metadata: MarkdownMetadata, document: SourceDocument): string | null {
  return newest(metadata.updatedAt ?? metadata.createdAt, document.editedAt);
}

function fileNode(collection: CollectionId, document: SourceDocument, knownBefore: string | undefined): DocumentNode {
  const withoutExtension = document.path.replace(/\.md$/i, '');
  const name = withoutExtension.split('/').pop() ?? withoutExtension;
  const metadata = readMarkdownMetadata(document.markdown);
  const node: DocumentNode = {
    id: `${collection}/${withoutExtension}`,
    title: titleOf(name),
    label: metadata.heading ?? titleOf(name),
    name,
    to: `/${collection}/${withoutExtension}`,
    type: 'file',
    filepath: document.path,
    description: metadata.description ?? DESCRIPTION_FALLBACK,
    createdAt: creationTime(metadata, document, knownBefore),
    updatedAt: lastChange(metadata, document),
  };
  if (metadata.gitHash) node.gitHash = metadata.gitHash;
  return node;
}

/** A folder's name as its `index.md` writes it (its heading), else its slug with a capital: `C#`, `AWS`, `Error handling`. */
function folderLabel(name: string, own: FolderDocument | undefined): string {
  if (own?.heading) return own.heading;
  const title = titleOf(name);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function folderNode(
  collection: CollectionId,
  folderPath: string,
  depth: number,
  own: FolderDocument | undefined,
): DocumentNode {
  const name = folderPath.split('/').pop() ?? folderPath;
  return {
    id: `${collection}/${folderPath}`,
    title: titleOf(name),
    label: folderLabel(name, own),
    name,
    to: `/${collection}/${folderPath}`,
    type: depth === 0 ? 'category' : 'folder',
    filepath: folderPath,
    description: own?.description ?? DESCRIPTION_FALLBACK,
    createdAt: null,
    updatedAt: null,
    children: [],
  };
}

/** Sorts every level and gives folders the earliest creation and latest update below them. */
function finish(nodes: DocumentNode[]): void {
  for (const node of nodes) {
    if (!node.children) continue;
    finish(node.children);
    node.createdAt = earliest(...node.children.map((child) => child.createdAt));
    node.updatedAt = newest(...node.children.map(latest));
  }
  nodes.sort(compareNodes);
}

/** The creation time of every file of an index, by its path in the collection. */
function creationTimes(nodes: readonly DocumentNode[], times = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.type === 'file' && node.createdAt) times.set(node.filepath, node.createdAt);
    if (node.children) creationTimes(node.children, times);
  }
  return times;
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const isFolderDocument = (path: string) => path.split('/').pop()?.toLowerCase() === FOLDER_DOCUMENT;

/**
 * Builds one collection's tree (`DocumentNode`s, shared/content.ts) from its markdown files: folders
 * become nodes (top-level ones are categories) described by their own `index.md` (the collection by
 * the one at its top), files carry their
 * heading, description and dates. `previous`, the collection's index before this change, keeps the
 * creation time of a file without a `created:` line from moving when the file is stored again.
 */
export function buildCollectionIndex(
  collection: CollectionId,
  documents: readonly SourceDocument[],
  now = new Date(),
  previous?: CollectionIndex,
): CollectionIndex {
  const meta = COLLECTIONS.find((candidate) => candidate.id === collection);
  if (!meta) throw new Error(`Unknown collection ${collection}`);
  const knownCreated = creationTimes(previous?.subMenu ?? []);
  const folderDocuments = new Map<string, FolderDocument>(
    documents
      .filter((document) => isFolderDocument(document.path))
      .map((document) => [
        folderOf(document.path),
        { heading: readMarkdownMetadata(document.markdown).heading, description: folderDescription(document.markdown) },
      ]),
  );
  const root: DocumentNode[] = [];
  const folders = new Map<string, DocumentNode>();
  const childrenOf = (folderPath: string): DocumentNode[] => {
    if (folderPath === '') return root;
    const existing = folders.get(folderPath);
    if (existing?.children) return existing.children;
    const folder = folderNode(
      collection,
      folderPath,
      folderPath.split('/').length - 1,
      folderDocuments.get(folderPath),
    );
    folders.set(folderPath, folder);
    childrenOf(folderOf(folderPath)).push(folder);
    return folder.children ?? [];
  };
  let documentCount = 0;
  for (const document of documents) {
    if (!/\.md$/i.test(document.path) || isFolderDocument(document.path)) continue;
    childrenOf(folderOf(document.path)).push(fileNode(collection, document, knownCreated.get(document.path)));
    documentCount += 1;
  }
  finish(root);
  return {
    id: collection,
    folderName: collection,
    title: meta.title,
    label: meta.title,
    name: collection,
    to: `/${collection}`,
    description: folderDocuments.get('')?.description ?? meta.description,
    subMenu: root,
    documentCount,
    generatedAt: now.toISOString(),
  };
}
