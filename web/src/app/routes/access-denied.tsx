import { paths } from '#web/app/paths.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

export function AccessDeniedPage() {
  usePageMeta({ title: 'Access denied', description: 'Your account does not have the rights to open that page.' });

  return (
    <article className="message-page">
      <h1>Access denied</h1>
      <p>Your account does not have the rights to open that page. If you think it should, ask an administrator.</p>
      <Link className="button" to={paths.home}>
        Go to the home page
      </Link>
    </article>
  );
}
