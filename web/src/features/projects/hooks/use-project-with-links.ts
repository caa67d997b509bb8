import { useProject } from '#web/features/projects/api/get-project.ts';
import { useProjectLinks } from '#web/features/projects/api/get-project-links.ts';
import { ApiError } from '#web/shared/api/api-error.ts';

/** A project and its repository links (read from the links endpoint), loaded side by side. */
export function useProjectWithLinks(id: string) {
  const project = useProject(id);
  const links = useProjectLinks(id);
  const error = project.error ?? links.error;
  return {
    project: project.data,
    links: links.data,
    error,
    /** The project does not exist, was deleted, or is someone else's private project. */
    notFound: error instanceof ApiError && error.status === 404,
    retry: () => {
      void project.mutate();
      void links.mutate();
    },
  };
}
