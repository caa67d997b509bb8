import type { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { cursorPageNavMarkup } from './list-markup';
import { reactMarkup } from './react-markup';
import './page-nav.css';

interface CursorPageNavProps {
  /** Names the navigation for assistive technology: `{label} pages`. */
  label: string;
  pages: ReturnType<typeof useCursorPages>;
  /** The cursor of the page after this one; none on the last page. */
  nextCursor: string | null | undefined;
}

/** Previous and Next buttons of a list read page by page with an opaque cursor (`cursorPageNavMarkup`). */
export function CursorPageNav({ label, pages, nextCursor }: CursorPageNavProps) {
  return cursorPageNavMarkup(reactMarkup, {
    label,
    pageNumber: pages.pageNumber,
    nextCursor,
    previous: pages.previous,
    next: pages.next,
  });
}
