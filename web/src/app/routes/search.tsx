import { useEffect } from 'react';
import { paths } from '#web/app/paths.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';

/**
 * `/search?q=…`: the shareable page of a query's results. The page is rendered ahead once, with
 * no query: its form is a plain GET to this same address, and the `<site-search-results>` island
 * (web/src/islands/search.ts) reads `q` from the address, keeps it in the input and draws the
 * results from the search index, so a reload and a link give the same results.
 */
export function SearchPage() {
  usePageMeta({
    islands: true,
    title: 'Search',
    // Its results are found in the browser: to a crawler it is an empty form (and off the sitemap).
    noindex: true,
    description: 'Search the documents, posts, projects, topics and tags of this site.',
  });
  useEffect(() => {
    void import('#web/islands/search.ts').then((island) => island.defineSearch());
  }, []);
  return (
    <article className="page-stack search-page">
      <h1>Search</h1>
      <site-search-results>
        <search>
          <form className="search-page__form" action={paths.search} method="get">
            <div className="search-page__field">
              <label className="field__label" htmlFor="search-page-query">
                Documents, posts, projects, topics and tags
              </label>
              <input
                id="search-page-query"
                className="field__input"
                type="search"
                name="q"
                autoComplete="off"
                enterKeyHint="search"
              />
            </div>
            <button className="button" type="submit">
              Search
            </button>
          </form>
        </search>
        <div className="search-page__results">
          <noscript>
            <p>The results are found in your browser: this page needs JavaScript to show them.</p>
          </noscript>
        </div>
      </site-search-results>
    </article>
  );
}
