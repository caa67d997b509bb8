import { PROJECT_NOT_FOUND } from '#shared/projects.ts';
import { paths } from '#web/app/paths.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

/** A project id the server does not know, a deleted project, or someone else's private one. */
export function ProjectNotFound() {
  usePageMeta({ title: PROJECT_NOT_FOUND, noindex: true, status: 404 });
  return (
    <article className="message-page">
      <h1>{PROJECT_NOT_FOUND}</h1>
      <p>It may have been deleted, or it is private.</p>
      <Link className="button" to={paths.projects}>
        All projects
      </Link>
    </article>
  );
}
