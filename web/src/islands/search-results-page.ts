import { openSearchIndex } from '#shared/search/open-search-index.ts';
import { h } from './dom';
import { countLine, hitContent } from './search-hit';

/** Results a page shows at most. */
const PAGE_RESULTS = 50;

/**
 * The `/search` page's results, drawn in the browser: the query is the address's `q` (a reload
 * and a link give the same page), the form's input keeps it, and the results come from the index
 * as the dialog's do, as a list of links.
 */
export async function showSearchResults(host: HTMLElement): Promise<void> {
  const query = (new URLSearchParams(location.search).get('q') ?? '').trim();
  const input = host.querySelector<HTMLInputElement>('input[name="q"]');
  if (input) input.value = query;
  const region = host.querySelector<HTMLElement>('.search-page__results');
  if (!region || !query) return;
  document.title = `${query}: ${document.title}`;
  await drawResults(region, query);
}

async function drawResults(region: HTMLElement, query: string): Promise<void> {
  const status = h('p', { class: 'search-page__status', role: 'status' }, 'Searching…');
  region.replaceChildren(status);
  try {
    const hits = await (await openSearchIndex()).search(query, PAGE_RESULTS);
    status.textContent = countLine(hits.length, query, PAGE_RESULTS);
    if (hits.length === 0) return;
    region.append(
      h(
        'ol',
        { class: 'search-results search-results--page', 'aria-label': `Results for “${query}”` },
        ...hits.map((hit) => h('li', {}, h('a', { class: 'search-hit', href: hit.path }, ...hitContent(hit)))),
      ),
    );
  } catch (error) {
    console.warn('The search index failed to load.', error);
    const retry = h('button', { class: 'button button--secondary', type: 'button' }, 'Try again');
    retry.addEventListener('click', () => void drawResults(region, query));
    region.replaceChildren(
      h(
        'p',
        { class: 'alert alert--error', role: 'alert' },
        'The search index could not be downloaded. Check your connection and try again. ',
        retry,
      ),
    );
  }
}
