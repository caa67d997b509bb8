import type { ReactNode } from 'react';
import type { Project } from '#shared/projects.ts';
import type { useProjectWithLinks } from '#web/features/projects/hooks/use-project-with-links.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
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
