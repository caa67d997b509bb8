import type { DocumentNode } from '#shared/content.ts';
import { Link } from '#web/shared/ui/link.tsx';

/** The documents before and after this one in the sidebar's order, across folders. */
export function DocumentPagination({ previous, next }: { previous?: DocumentNode; next?: DocumentNode }) {
  if (!previous && !next) return null;
  return (
    <nav className="docs-pagination" aria-label="Previous and next documents">
      {previous && (
        <Link to={previous.to} rel="prev" className="docs-pagination__link docs-pagination__link--previous">
          <span className="docs-pagination__direction">Previous</span>
          <span className="docs-pagination__label">{previous.label}</span>
        </Link>
      )}
      {next && (
        <Link to={next.to} rel="next" className="docs-pagination__link docs-pagination__link--next">
          <span className="docs-pagination__direction">Next</span>
          <span className="docs-pagination__label">{next.label}</span>
        </Link>
      )}
    </nav>
  );
}
