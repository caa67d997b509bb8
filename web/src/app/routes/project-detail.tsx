import { Link } from '#web/shared/ui/link.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProjectDetails } from '../../features/projects/components/project-details';
import { useProjectWithLinks } from '../../features/projects/hooks/use-project-with-links';
import { usePageMeta } from '../../shared/lib/use-page-meta';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { paths, projectLinks } from '../paths';
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
