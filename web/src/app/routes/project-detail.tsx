import { paths, projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { ProjectDetails } from '#web/features/projects/components/project-details.tsx';
import { useProjectWithLinks } from '#web/features/projects/hooks/use-project-with-links.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { ProjectNotFound } from './project-not-found';

/** `/projects/{id}`: every field of the project with its label, and its repository links. */
export function ProjectDetailPage({ id }: { id: string }) {
  const { user, isAdmin } = useAuth();
  const { project, links, error, notFound, retry } = useProjectWithLinks(id);
  usePageMeta(
    project
      ? { title: project.name, description: project.description, social: { type: 'article', card: 'project' } }
      : { title: 'Project' },
  );

  if (notFound) return <ProjectNotFound />;
  if (error && !(project && links)) return <LoadFailure what="The project" error={error} onRetry={retry} />;
  if (!project || !links) return <Spinner page label="Loading the project…" />;

  return (
    <article className="page-stack">
      <p>
        <Link to={paths.projects}>All projects</Link>
      </p>
      <h1>{project.name}</h1>
      <ProjectDetails
        project={project}
        links={links}
        viewerId={user?.id}
        canChange={isAdmin || project.ownerId === user?.id}
        editTo={projectLinks.edit(project.id)}
        deleteTo={projectLinks.remove(project.id)}
      />
    </article>
  );
}
