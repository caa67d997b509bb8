import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProjectDetails } from '../../features/projects/components/project-details';
import { useProjectWithLinks } from '../../features/projects/hooks/use-project-with-links';
import { usePageMeta } from '../../shared/lib/use-page-meta';
import { paths, projectLinks } from '../paths';
import { LoadedProjectPage } from './loaded-project-page';

/** `/projects/{id}`: every field of the project with its label, and its repository links. */
export function ProjectDetailPage({ id }: { id: string }) {
  const { user, isAdmin } = useAuth();
  const loading = useProjectWithLinks(id);
  usePageMeta(
    loading.project
      ? {
          title: loading.project.name,
          description: loading.project.description,
          social: { type: 'article', card: 'project' },
        }
      : { title: 'Project' },
  );

  return (
    <LoadedProjectPage
      loading={loading}
      back={{ to: paths.projects, label: 'All projects' }}
      heading={(project) => project.name}
    >
      {(project, links) => (
        <ProjectDetails
          project={project}
          links={links}
          viewerId={user?.id}
          canChange={isAdmin || project.ownerId === user?.id}
          editTo={projectLinks.edit(project.id)}
          deleteTo={projectLinks.remove(project.id)}
        />
      )}
    </LoadedProjectPage>
  );
}
