import { markdownPlainText } from '#shared/markdown/plain-text.ts';
import { canEditProject, canManageProject } from '#shared/projects.ts';
import { paths, projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { ProjectDetails } from '#web/features/projects/components/project-details.tsx';
import { useProjectWithLinks } from '#web/features/projects/hooks/use-project-with-links.ts';
import { socialImageOf } from '#web/shared/lib/page-meta.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { LoadedProjectPage } from './loaded-project-page';

/** `/projects/{id}`: every field of the project with its label, and its repository links. */
export function ProjectDetailPage({ id }: { id: string }) {
  const { user, isAdmin } = useAuth();
  const loading = useProjectWithLinks(id);
  usePageMeta(
    loading.project
      ? {
          title: loading.project.name,
          description: markdownPlainText(loading.project.description),
          social: { type: 'article', card: 'project', image: socialImageOf(loading.project.cover) },
          search: {
            kind: 'Project',
            title: loading.project.name,
            context: 'Projects',
            text: markdownPlainText(loading.project.description, Number.POSITIVE_INFINITY),
          },
          islands: true,
        }
      : { title: 'Project', islands: true },
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
          canEdit={canEditProject(project, user?.id, isAdmin)}
          canDelete={canManageProject(project, user?.id, isAdmin)}
          editTo={projectLinks.edit(project.id)}
          deleteTo={projectLinks.remove(project.id)}
        />
      )}
    </LoadedProjectPage>
  );
}
