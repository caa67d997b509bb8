import type { CollectionIndex, DocumentNode } from '#shared/content.ts';

/**
 * The nodes from the collection's top level down to the one at `segments` (the route path below
 * the collection): `[]` for the collection itself, undefined when no node has that path.
 */
export function findNodeTrail(index: CollectionIndex, segments: readonly string[]): DocumentNode[] | undefined {
  const trail: DocumentNode[] = [];
  let level: readonly DocumentNode[] = index.subMenu;
  for (const segment of segments) {
    const node = level.find((candidate) => candidate.name === segment);
    if (!node) return undefined;
    trail.push(node);
    level = node.children ?? [];
  }
  return trail;
}

/** The route path below the collection as segments: `csharp/basics/` → `['csharp', 'basics']`. */
export function pathSegments(splat: string | undefined): string[] {
  return (splat ?? '').split('/').filter((segment) => segment !== '');
}

/**
 * Up to this many nodes (documents and folders), every page of a collection carries its whole tree
 * in the sidebar. A larger collection's pages carry the top level and, on the way down to the page,
 * each open folder's contents; the other folders are links to their own pages. A page's HTML then
 * grows with the depth of the tree, not its size: whole, a tree of 2,000 documents is about 310 KB
 * of every page, and a full render grows with the square of the collection (docs/rendering.md).
 */
export const WHOLE_TREE_LIMIT = 300;

/**
 * What is worked out once per tree that cannot change: the page renderer's index is parsed once
 * for every page of an invocation and frozen (lambdas/lib/render/server-fetch.ts), and each page
 * asks for its size and its documents' order again in each render pass (10,000 documents: a walk
 * of every node, several times a page). A tree that is not frozen (the browser's) is walked each time.
 */
const known = new WeakMap<
  readonly DocumentNode[],
  { size?: number; documents?: readonly DocumentNode[]; positions?: Map<string, number> }
>();

function knownOf(nodes: readonly DocumentNode[]) {
  if (!Object.isFrozen(nodes)) return undefined;
  let entry = known.get(nodes);
  if (!entry) {
    entry = {};
    known.set(nodes, entry);
  }
  return entry;
}

/** How many nodes a tree has, its folders' contents included. */
export function treeSize(nodes: readonly DocumentNode[]): number {
  const entry = knownOf(nodes);
  if (entry?.size !== undefined) return entry.size;
  const size = nodes.reduce((total, node) => total + 1 + treeSize(node.children ?? []), 0);
  if (entry) entry.size = size;
  return size;
}

/**
 * One node of the sidebar tree: the current page (a document or a folder) is marked, the folders
 * on the way to it are open, a current folder too. A folder whose contents this page leaves out
 * (a large collection's, off the way to the page) has no `children`: it is a link to its own page.
 */
export interface TreeEntry {
  node: DocumentNode;
  current: boolean;
  open: boolean;
  children?: TreeEntry[];
}

/**
 * The collection's tree as the sidebar shows it, for the page at the end of `trail` (none: the
 * collection's own page): whole up to `limit` nodes, else only the open folders' contents.
 */
export function treeEntries(
  nodes: readonly DocumentNode[],
  trail: readonly DocumentNode[],
  limit = WHOLE_TREE_LIMIT,
): TreeEntry[] {
  const current = trail.at(-1)?.id;
  const onTrail = new Set(trail.map((node) => node.id));
  const whole = treeSize(nodes) <= limit;
  const entries = (level: readonly DocumentNode[]): TreeEntry[] =>
    level.map((node) => {
      const open = node.type !== 'file' && onTrail.has(node.id);
      const listed = node.type !== 'file' && (whole || open);
      return {
        node,
        current: node.id === current,
        open,
        ...(listed ? { children: entries(node.children ?? []) } : {}),
      };
    });
  return entries(nodes);
}

/** Every document of the tree in the order the sidebar lists them, folder by folder, depth first. */
export function documentsInOrder(nodes: readonly DocumentNode[]): readonly DocumentNode[] {
  const entry = knownOf(nodes);
  if (entry?.documents) return entry.documents;
  const documents = nodes.flatMap((node) => (node.type === 'file' ? [node] : documentsInOrder(node.children ?? [])));
  if (entry) entry.documents = Object.freeze(documents);
  return documents;
}

/** The documents before and after `id` in the sidebar's order, across folders; none at either end. */
export function adjacentDocuments(
  index: CollectionIndex,
  id: string,
): { previous?: DocumentNode; next?: DocumentNode } {
  const documents = documentsInOrder(index.subMenu);
  const entry = knownOf(index.subMenu);
  if (entry && !entry.positions) {
    // The first of an id, as findIndex finds it.
    entry.positions = new Map();
    for (const [at, document] of documents.entries())
      if (!entry.positions.has(document.id)) entry.positions.set(document.id, at);
  }
  const position = entry?.positions
    ? (entry.positions.get(id) ?? -1)
    : documents.findIndex((document) => document.id === id);
  if (position === -1) return {};
  return { previous: documents[position - 1], next: documents[position + 1] };
}
