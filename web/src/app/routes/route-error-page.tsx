import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDocumentTitle } from '../../shared/lib/site';
import { paths } from '../paths';

/** Shown when a page throws or its chunk fails to load (often a new release: reloading fixes it). */
export function RouteErrorPage() {
  // Only the title, not usePageMeta: this page is in the first load (it shows when a page chunk
  // fails), and the head helper would cost the shell 0.4 KB gzip. The failed page's own meta was
  // cleared when it went (no canonical link), which is all an error page needs.
  useEffect(() => {
    document.title = formatDocumentTitle('Something went wrong');
  }, []);

  return (
    <article className="message-page">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually helps; if it does not, try again later.</p>
      <div className="message-page__actions">
        <button className="button" type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="button button--secondary" to={paths.home}>
          Go to the home page
        </Link>
      </div>
    </article>
  );
}
