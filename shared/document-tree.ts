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
 * One node of the sidebar tree: the current page (a document or a folder) is marked, the folders
 * on the way to it are open, a current folder too.
 */
export interface TreeEntry {
  node: DocumentNode;
  current: boolean;
  open: boolean;
  children: TreeEntry[];
}

/** The collection's tree as the sidebar shows it, for the page at the end of `trail` (none: the collection's own page). */
export function treeEntries(nodes: readonly DocumentNode[], trail: readonly DocumentNode[]): TreeEntry[] {
  const current = trail.at(-1)?.id;
  const onTrail = new Set(trail.map((node) => node.id));
  const entries = (level: readonly DocumentNode[]): TreeEntry[] =>
    level.map((node) => ({
      node,
      current: node.id === current,
      open: node.type !== 'file' && onTrail.has(node.id),
      children: entries(node.children ?? []),
    }));
  return entries(nodes);
}

/** Every document of the tree in the order the sidebar lists them, folder by folder, depth first. */
export function documentsInOrder(nodes: readonly DocumentNode[]): DocumentNode[] {
  return nodes.flatMap((node) => (node.type === 'file' ? [node] : documentsInOrder(node.children ?? [])));
}

/** The documents before and after `id` in the sidebar's order, across folders; none at either end. */
export function adjacentDocuments(
  index: CollectionIndex,
  id: string,
): { previous?: DocumentNode; next?: DocumentNode } {
  const documents = documentsInOrder(index.subMenu);
  const position = documents.findIndex((document) => document.id === id);
  if (position === -1) return {};
  return { previous: documents[position - 1], next: documents[position + 1] };
}
