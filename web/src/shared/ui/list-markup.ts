import type { Markup, MarkupChild } from './markup';

/**
 * The parts of a list read page by page (a table's frame, its pages navigation, the read in
 * progress or failed), written once against `Markup`: the app's `DataTable`, `CursorPageNav`,
 * `Spinner` and `LoadFailure` draw them, and so does a public page's island.
 */

/**
 * The frame of a `DataTable` (data-table.tsx), also drawn by a public page's island: a table in a
 * labelled region that scrolls sideways on narrow screens (reachable by keyboard, so it can be
 * scrolled), its caption, and the header cells and body rows it is given.
 */
export function dataTableMarkup<Node>(
  h: Markup<Node>,
  { caption, captionVisible = false }: { caption: string; captionVisible?: boolean },
  headerCells: MarkupChild<Node>[],
  bodyRows: MarkupChild<Node>[],
): Node {
  return h(
    'section',
    { class: 'data-table', 'aria-label': caption, tabindex: '0' },
    h(
      'table',
      {},
      h('caption', { class: captionVisible ? 'data-table__caption' : 'visually-hidden' }, caption),
      h('thead', {}, h('tr', {}, ...headerCells)),
      h('tbody', {}, ...bodyRows),
    ),
  );
}

interface CursorPageNavView {
  /** Names the navigation for assistive technology: `{label} pages`. */
  label: string;
  pageNumber: number;
  /** The cursor of the page after this one; none on the last page. */
  nextCursor: string | null | undefined;
  previous: () => void;
  next: (cursor: string) => void;
}

/** Previous and Next buttons of a list read page by page with an opaque cursor (styled by page-nav.css). */
export function cursorPageNavMarkup<Node>(
  h: Markup<Node>,
  { label, pageNumber, nextCursor, previous, next }: CursorPageNavView,
): Node {
  return h(
    'nav',
    { class: 'page-nav', 'aria-label': `${label} pages` },
    h(
      'button',
      { class: 'button button--secondary', type: 'button', onclick: previous, disabled: pageNumber === 1 || undefined },
      'Previous page',
    ),
    h('span', { 'aria-live': 'polite' }, `Page ${pageNumber}`),
    h(
      'button',
      {
        class: 'button button--secondary',
        type: 'button',
        onclick: () => nextCursor && next(nextCursor),
        disabled: !nextCursor || undefined,
      },
      'Next page',
    ),
  );
}

/** A read in progress: a circle and `label`, read out by screen readers. */
export function spinnerMarkup<Node>(h: Markup<Node>, label = 'Loading…', page = false): Node {
  return h(
    'div',
    { class: page ? 'spinner spinner--page' : 'spinner', role: 'status', 'aria-label': label },
    h('span', { class: 'spinner__circle', 'aria-hidden': 'true' }),
    h('span', {}, label),
  );
}

/** A read that failed: what could not be loaded, the reason, and a retry button. */
export function loadFailureMarkup<Node>(h: Markup<Node>, what: string, error: unknown, retry: () => void): Node {
  return h(
    'div',
    { class: 'alert alert--error', role: 'alert' },
    h('p', {}, `${what} could not be loaded. ${error instanceof Error ? error.message : ''}`),
    h('button', { class: 'button button--secondary', type: 'button', onclick: retry }, 'Try again'),
  );
}
