import { useEffect } from 'react';
import './search.css';

/**
 * The navbar's search: a link to `/search` (which works without JavaScript), which the
 * `<site-search>` island (web/src/islands/search.ts) turns into the search dialog's opener, with
 * the `/`, Ctrl-K and Cmd-K shortcuts. The app defines the island when the navbar first shows.
 */
export function SearchButton({ to }: { to: string }) {
  useEffect(() => {
    void import('#web/islands/search.ts').then((island) => island.defineSearch());
  }, []);
  return (
    <site-search>
      <a
        href={to}
        className="icon-button search-button"
        title="Search (/ or Ctrl K)"
        aria-keyshortcuts="/ Control+K Meta+K"
      >
        <svg className="search-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </a>
    </site-search>
  );
}
