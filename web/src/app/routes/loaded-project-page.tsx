import type { ReactNode } from 'react';
import type { Project } from '#shared/projects.ts';
import { Link } from '#web/shared/ui/link.tsx';
import type { useProjectWithLinks } from '../../features/projects/hooks/use-project-with-links';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { ProjectNotFound } from './project-not-found';

interface LoadedProjectPageProps {
  loading: ReturnType<typeof useProjectWithLinks>;
  /** The link above the heading. */
  back: { to: string; label: string };
  heading: (project: Project) => string;
  /** What the page shows of the project, below the heading. */
  children: (project: Project, links: readonly string[]) => ReactNode;
}

/**
 * A page about one project, once it and its links are loaded; until then not found, the load
 * failure or the spinner. A failed revalidation keeps a loaded project on screen.
 */
export function LoadedProjectPage({
  loading: { project, links, error, notFound, retry },
  back,
  heading,
  children,
}: LoadedProjectPageProps) {
  if (notFound) return <ProjectNotFound />;
  if (error && !(project && links)) return <LoadFailure what="The project" error={error} onRetry={retry} />;
  if (!project || !links) return <Spinner page label="Loading the project…" />;
  return (
    <article className="page-stack">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1>{heading(project)}</h1>
      {children(project, links)}
    </article>
  );
}
