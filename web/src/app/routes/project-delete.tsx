import { useNavigate, useParams } from 'react-router';
import { PROJECT_OWNER_ONLY } from '#shared/projects.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useProject } from '../../features/projects/api/get-project';
import { DeleteProjectConfirm } from '../../features/projects/components/delete-project-confirm';
import { isProjectId } from '../../features/projects/lib/project-ids';
import { ApiError } from '../../shared/api/api-error';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { Alert } from '../../shared/ui/alert';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { paths, projectLinks } from '../paths';
import { NotFoundPage } from './not-found';
import { ProjectNotFound } from './project-not-found';
import { SignInPrompt } from './sign-in-prompt';

/** `/projects/del/{id}`: confirm, delete, then back to /projects. */
export function DeleteProjectPage() {
  const { id } = useParams();
  if (!isProjectId(id)) return <NotFoundPage />;
  return <DeleteProject key={id} id={id} />;
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
