import { useNavigate } from 'react-router';
import { projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { createProject } from '#web/features/projects/api/create-project.ts';
import { cacheSavedProject } from '#web/features/projects/api/project-cache.ts';
import { ProjectForm } from '#web/features/projects/components/project-form.tsx';
import { EMPTY_PROJECT_FORM } from '#web/features/projects/lib/project-form.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
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
