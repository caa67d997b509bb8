import type { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';

interface CursorPageNavProps {
  /** Names the navigation for assistive technology: `{label} pages`. */
  label: string;
  className: string;
  pages: ReturnType<typeof useCursorPages>;
  /** The cursor of the page after this one; none on the last page. */
  nextCursor: string | null | undefined;
}

/** Previous and Next buttons of a list read page by page with an opaque cursor. */
export function CursorPageNav({ label, className, pages, nextCursor }: CursorPageNavProps) {
  return (
    <nav className={className} aria-label={`${label} pages`}>
      <button
        className="button button--secondary"
        type="button"
        onClick={pages.previous}
        disabled={pages.pageNumber === 1}
      >
        Previous page
      </button>
      <span aria-live="polite">Page {pages.pageNumber}</span>
      <button
        className="button button--secondary"
        type="button"
        onClick={() => nextCursor && pages.next(nextCursor)}
        disabled={!nextCursor}
      >
        Next page
      </button>
    </nav>
  );
}
