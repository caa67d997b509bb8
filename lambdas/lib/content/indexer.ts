import {
  COLLECTIONS,
  type CollectionId,
  type CollectionIndex,
  DESCRIPTION_FALLBACK,
  type DocumentNode,
} from '#shared/content.ts';
import { readMarkdownMetadata } from './markdown-metadata';

export interface SourceDocument {
  /** Path inside the collection with forward slashes, e.g. `csharp/basics/variables.md`. */
  path: string;
  markdown: string;
}

const titleOf = (name: string) => name.replace(/-/g, ' ');
const latest = (node: DocumentNode) => node.updatedAt ?? node.createdAt;

/** Folders (and categories) first, by title; then files by most recent update, undated last. */
export function compareNodes(a: DocumentNode, b: DocumentNode): number {
  const aFile = a.type === 'file';
  const bFile = b.type === 'file';
  if (aFile !== bFile) return aFile ? 1 : -1;
  if (!aFile) return a.title.localeCompare(b.title);
  const [aDate, bDate] = [latest(a), latest(b)];
  if (aDate !== bDate) {
    if (!aDate) return 1;
    if (!bDate) return -1;
    return aDate < bDate ? 1 : -1;
  }
  return a.label.localeCompare(b.label);
}

function fileNode(collection: CollectionId, document: SourceDocument): DocumentNode {
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
    createdAt: metadata.createdAt,
    updatedAt: metadata.updatedAt ?? metadata.createdAt,
  };
  if (metadata.gitHash) node.gitHash = metadata.gitHash;
  return node;
}

function folderNode(collection: CollectionId, folderPath: string, depth: number): DocumentNode {
  const name = folderPath.split('/').pop() ?? folderPath;
  return {
    id: `${collection}/${folderPath}`,
    title: titleOf(name),
    label: titleOf(name),
    name,
    to: `/${collection}/${folderPath}`,
    type: depth === 0 ? 'category' : 'folder',
    filepath: folderPath,
    description: DESCRIPTION_FALLBACK,
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
    const created = node.children.map((child) => child.createdAt).filter((date): date is string => Boolean(date));
    const updated = node.children.map(latest).filter((date): date is string => Boolean(date));
    // ISO strings sort as the dates they name.
    node.createdAt = created.sort()[0] ?? null;
    node.updatedAt = updated.sort().at(-1) ?? null;
  }
  nodes.sort(compareNodes);
}

/**
 * Builds one collection's tree (`DocumentNode`s, shared/content.ts) from its markdown files: folders
 * become nodes (top-level ones are categories), files carry their heading, description and dates.
 */
export function buildCollectionIndex(
  collection: CollectionId,
  documents: readonly SourceDocument[],
  now = new Date(),
): CollectionIndex {
  const meta = COLLECTIONS.find((candidate) => candidate.id === collection);
  if (!meta) throw new Error(`Unknown collection ${collection}`);
  const root: DocumentNode[] = [];
  const folders = new Map<string, DocumentNode>();
  const childrenOf = (folderPath: string): DocumentNode[] => {
    if (folderPath === '') return root;
    const existing = folders.get(folderPath);
    if (existing?.children) return existing.children;
    const parentPath = folderPath.includes('/') ? folderPath.slice(0, folderPath.lastIndexOf('/')) : '';
    const folder = folderNode(collection, folderPath, folderPath.split('/').length - 1);
    folders.set(folderPath, folder);
    childrenOf(parentPath).push(folder);
    return folder.children ?? [];
  };
  let documentCount = 0;
  for (const document of documents) {
    if (!/\.md$/i.test(document.path)) continue;
    const folderPath = document.path.includes('/') ? document.path.slice(0, document.path.lastIndexOf('/')) : '';
    childrenOf(folderPath).push(fileNode(collection, document));
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
    description: meta.description,
    subMenu: root,
    documentCount,
    generatedAt: now.toISOString(),
  };
}
