import type { ReactElement } from 'react';
import type { Project } from '#shared/projects.ts';
import type { useProjectWithLinks } from '../../features/projects/hooks/use-project-with-links';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { ProjectNotFound } from './project-not-found';

/**
 * The project and its links once both are loaded, else the screen a project page shows instead:
 * not found, the load failure or the spinner. A failed revalidation keeps a loaded project on screen.
 */
export function loadedProject({
  project,
  links,
  error,
  notFound,
  retry,
}: ReturnType<typeof useProjectWithLinks>): { project: Project; links: readonly string[] } | { screen: ReactElement } {
  if (notFound) return { screen: <ProjectNotFound /> };
  if (error && !(project && links)) {
    return { screen: <LoadFailure what="The project" error={error} onRetry={retry} /> };
  }
  if (!project || !links) return { screen: <Spinner page label="Loading the project…" /> };
  return { project, links };
}
