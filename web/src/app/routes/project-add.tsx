import { useNavigate } from 'react-router';
import { hasAccess } from '#shared/accounts.ts';
import { projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { CoverImageField } from '#web/features/media/components/cover-image-field.tsx';
import { InsertImageButton } from '#web/features/media/components/insert-image-button.tsx';
import { createProject } from '#web/features/projects/api/create-project.ts';
import { cacheSavedProject } from '#web/features/projects/api/project-cache.ts';
import { ProjectForm } from '#web/features/projects/components/project-form.tsx';
import { EMPTY_PROJECT_FORM } from '#web/features/projects/lib/project-form.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import type { CoverControlProps } from '#web/shared/ui/cover-image.tsx';
import type { InsertIntoMarkdown } from '#web/shared/ui/markdown-text-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { SignInPrompt } from './sign-in-prompt';

/** `/projects/add`: no guard, but only a signed-in user can own a project, so visitors are asked to sign in. */
export function AddProjectPage() {
  useDocumentTitle('Add project');
  const navigate = useNavigate();
  const { status, user } = useAuth();
  // An image for a project not created yet names no project: only editors and admins may upload
  // one; the project's own people add a cover and images once it exists.
  const mayUploadCover = hasAccess(user?.roles ?? [], 'editor');

  if (status === 'checking') return <Spinner page label="Checking your sign-in…" />;
  if (status === 'anonymous') return <SignInPrompt title="Add project" action="add a project" />;

  return (
    <article className="page-stack">
      <h1>Add project</h1>
      <ProjectForm
        initialValues={EMPTY_PROJECT_FORM}
        initialLinks={['']}
        submitLabel="Create project"
        localCopyKey="project:new"
        save={createProject}
        {...(mayUploadCover
          ? {
              coverField: (props: CoverControlProps) => <CoverImageField purpose="project" {...props} />,
              descriptionTools: (insert: InsertIntoMarkdown) => (
                <InsertImageButton purpose="project" onInsert={insert} />
              ),
            }
          : {})}
        onSaved={async (project) => {
          await cacheSavedProject(project);
          navigate(projectLinks.view(project.id));
        }}
      />
    </article>
  );
}
