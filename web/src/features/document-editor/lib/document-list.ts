import type { CollectionIndex, DocumentNode } from '#shared/content.ts';

/** One document of a collection as the editor area lists it. */
export interface ListedDocument {
  /** The path below the collection without `.md`, as the document API and the site's URLs name it. */
  path: string;
  label: string;
  /** The folders above it, e.g. `csharp / basics`; '' at the top. */
  folder: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/**
 * Every document of a collection's tree, folders walked depth first, in the index's order; a
 * `filter` keeps those whose label or path holds it (case-insensitive).
 */
export function listDocuments(index: CollectionIndex, filter = ''): ListedDocument[] {
  const wanted = filter.trim().toLowerCase();
  const documents: ListedDocument[] = [];
  const walk = (nodes: readonly DocumentNode[], folders: readonly string[]) => {
    for (const node of nodes) {
      if (node.type === 'file') {
        const path = node.filepath.replace(/\.md$/i, '');
        if (!wanted || `${node.label} ${path}`.toLowerCase().includes(wanted)) {
          documents.push({
            path,
            label: node.label,
            folder: folders.join(' / '),
            createdAt: node.createdAt,
            updatedAt: node.updatedAt,
          });
        }
      }
      if (node.children) walk(node.children, [...folders, node.label]);
    }
  };
  walk(index.subMenu, []);
  return documents;
}
