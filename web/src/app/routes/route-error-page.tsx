import { paths } from '#web/app/paths.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

/** Shown when a page throws or its chunk fails to load (often a new release: reloading fixes it). */
export function RouteErrorPage() {
  usePageMeta({ title: 'Something went wrong', noindex: true });

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
