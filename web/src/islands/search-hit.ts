import type { SearchHit } from '#shared/search/search-contract.ts';
import { h } from './dom';

/** What a result shows, in the dialog and on `/search`: its kind, title, context and excerpt. */
export function hitContent(hit: SearchHit): HTMLElement[] {
  const excerpt = h('span', { class: 'search-hit__excerpt' });
  // The page's own words, as text nodes: the marks are elements made here, never parsed HTML.
  excerpt.append(...hit.excerpt.map((part) => (part.mark ? h('mark', {}, part.text) : part.text)));
  return [
    h(
      'span',
      { class: 'search-hit__head' },
      h('span', { class: 'search-hit__kind' }, hit.kind),
      h('span', { class: 'search-hit__title' }, hit.title),
      hit.context ? h('span', { class: 'search-hit__context' }, hit.context) : undefined,
    ),
    excerpt,
  ];
}

/** `/search?q=…`: the page of every result of a query. */
export function searchPageHref(query: string): string {
  return `/search?${new URLSearchParams({ q: query }).toString()}`;
}

/** How many results, said to a screen reader and shown above them. */
export function countLine(count: number, query: string, shownAtMost: number): string {
  if (count === 0) return `No results for “${query}”.`;
  if (count === 1) return '1 result.';
  return count >= shownAtMost ? `The first ${count} results.` : `${count} results.`;
}
