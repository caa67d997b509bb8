import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { createProject } from '../../features/projects/api/create-project';
import { cacheSavedProject } from '../../features/projects/api/project-cache';
import { ProjectForm } from '../../features/projects/components/project-form';
import { EMPTY_PROJECT_FORM } from '../../features/projects/lib/project-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { Spinner } from '../../shared/ui/spinner';
import { projectLinks } from '../paths';
import { SignInPrompt } from './sign-in-prompt';

/** `/projects/add`: no guard, but only a signed-in user can own a project, so visitors are asked to sign in. */
export function AddProjectPage() {
  useDocumentTitle('Add project');
  const navigate = useNavigate();
  const { status } = useAuth();

  if (status === 'checking') return <Spinner page label="Checking your sign-in…" />;
  if (status === 'anonymous') return <SignInPrompt title="Add project" action="add a project" />;

  return (
    <article className="page-stack">
      <h1>Add project</h1>
      <ProjectForm
        initialValues={EMPTY_PROJECT_FORM}
        initialLinks={['']}
        submitLabel="Create project"
        save={createProject}
        onSaved={async (project) => {
          await cacheSavedProject(project);
          navigate(projectLinks.view(project.id));
        }}
      />
    </article>
  );
}
