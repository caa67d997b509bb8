import { useNavigate } from 'react-router';
import { PROJECT_OWNER_ONLY } from '#shared/projects.ts';
import { paths, projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { useProject } from '#web/features/projects/api/get-project.ts';
import { DeleteProjectConfirm } from '#web/features/projects/components/delete-project-confirm.tsx';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { ProjectIdPage } from './project-id-page';
import { ProjectNotFound } from './project-not-found';
import { SignInPrompt } from './sign-in-prompt';

/** `/projects/del/{id}`: confirm, delete, then back to /projects. */
export function DeleteProjectPage() {
  return <ProjectIdPage page={DeleteProject} />;
}

function DeleteProject({ id }: { id: string }) {
  useDocumentTitle('Delete project');
  const navigate = useNavigate();
  const { status, user, isAdmin } = useAuth();
  const { data: project, error, mutate } = useProject(id);

  if (status === 'checking') return <Spinner page label="Checking your sign-in…" />;
  if (!user) return <SignInPrompt title="Delete project" action="delete your projects" />;
  if (error instanceof ApiError && error.status === 404) return <ProjectNotFound />;
  if (error && !project) return <LoadFailure what="The project" error={error} onRetry={() => void mutate()} />;
  if (!project) return <Spinner page label="Loading the project…" />;

  return (
    <article className="page-stack">
      <h1>Delete {project.name}</h1>
      {project.ownerId === user.id || isAdmin ? (
        <DeleteProjectConfirm
          project={project}
          cancelTo={projectLinks.view(project.id)}
          onDeleted={() => navigate(paths.projects)}
        />
      ) : (
        <>
          <Alert tone="error">{PROJECT_OWNER_ONLY}</Alert>
          <p>
            <Link to={projectLinks.view(project.id)}>Back to the project</Link>
          </p>
        </>
      )}
    </article>
  );
}
