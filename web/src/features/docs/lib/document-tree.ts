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
