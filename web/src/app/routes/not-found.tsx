import { useLocation } from 'react-router';
import { REQUESTED_PATH_ATTRIBUTE } from '#shared/rendered-pages.ts';
import { paths } from '#web/app/paths.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

/** The address asked for is in its own element: the edge writes it into the page rendered for /404 (notFoundPageAt). */
const requestedPath = { [REQUESTED_PATH_ATTRIBUTE]: '' };

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Page not found', noindex: true, status: 404, islands: true });

  return (
    <article className="message-page">
      <h1>Page not found</h1>
      <p>
        There is no page at <code {...requestedPath}>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <Link className="button" to={paths.home}>
        Go to the home page
      </Link>
    </article>
  );
}
