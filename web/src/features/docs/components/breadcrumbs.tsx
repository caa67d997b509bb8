import type { DocumentNode } from '#shared/content.ts';
import { Link } from '#web/shared/ui/link.tsx';

interface BreadcrumbsProps {
  collectionTitle: string;
  collectionTo: string;
  /** The nodes from the collection's top level down to the current one. */
  trail: readonly DocumentNode[];
}

/** Collection › folder › … › current page; the current page is not a link. */
export function Breadcrumbs({ collectionTitle, collectionTo, trail }: BreadcrumbsProps) {
  const crumbs = [
    { label: collectionTitle, to: collectionTo },
    ...trail.map((node) => ({ label: node.label, to: node.to })),
  ];
  return (
    <nav className="docs-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, position) => (
          <li key={crumb.to}>
            {position === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
