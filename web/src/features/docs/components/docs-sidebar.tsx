import { useEffect } from 'react';
import type { DocumentNode } from '#shared/content.ts';
import { type TreeEntry, treeEntries } from '#shared/document-tree.ts';
import { Link } from '#web/shared/ui/link.tsx';

function TreeList({ entries }: { entries: readonly TreeEntry[] }) {
  return (
    <ul className="docs-tree__list">
      {entries.map(({ node, current, open, children }) => (
        <li key={node.id}>
          {node.type === 'file' ? (
            <Link to={node.to} className="docs-tree__link" aria-current={current ? 'page' : undefined}>
              {node.label}
            </Link>
          ) : children ? (
            <details className="docs-tree__folder" open={open}>
              <summary aria-current={current ? 'page' : undefined}>{node.label}</summary>
              <TreeList entries={children} />
            </details>
          ) : (
            <Link to={node.to} className="docs-tree__link docs-tree__folder-link">
              {node.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A collection's tree beside a document or a folder's page: folders fold (the ones on the way to
 * the current page open), the current page is marked, a document's link or a folder's name. A
 * large collection's folders off the way are links to their own pages (shared/document-tree.ts).
 * Plain links and `<details>`, so it works without JavaScript; on narrow screens the tree folds
 * behind its own summary, a menu button (docs-reading.css).
 */
export function DocsSidebar({
  title,
  nodes,
  trail,
}: {
  /** The collection's title, which names the navigation landmark. */
  title: string;
  nodes: readonly DocumentNode[];
  /** The nodes from the top level down to the current page; none on the collection's own page. */
  trail: readonly DocumentNode[];
}) {
  useEffect(() => {
    void import('#web/islands/docs-tree.ts').then((island) => island.defineDocsTree());
  }, []);
  return (
    <details className="docs-sidebar">
      <summary className="docs-sidebar__toggle">Browse {title}</summary>
      <site-docs-tree className="docs-tree">
        <nav aria-label={title}>
          <TreeList entries={treeEntries(nodes, trail)} />
        </nav>
      </site-docs-tree>
    </details>
  );
}
