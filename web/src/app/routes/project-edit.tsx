import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canEditProject, canManageProject, PROJECT_OWNER_ONLY, type Project } from '#shared/projects.ts';
import { projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { CoverImageField } from '#web/features/media/components/cover-image-field.tsx';
import { InsertImageButton } from '#web/features/media/components/insert-image-button.tsx';
import { cacheSavedProject } from '#web/features/projects/api/project-cache.ts';
import { updateProject } from '#web/features/projects/api/update-project.ts';
import { ProjectForm } from '#web/features/projects/components/project-form.tsx';
import { ProjectMembers } from '#web/features/projects/components/project-members.tsx';
import { useProjectWithLinks } from '#web/features/projects/hooks/use-project-with-links.ts';
import { projectFormValues } from '#web/features/projects/lib/project-form.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { LoadedProjectPage } from './loaded-project-page';
import { ProjectIdPage } from './project-id-page';
import { SignInPrompt } from './sign-in-prompt';

/** `/projects/edit/{id}`: the project form, filled in, for the owner, a member or an admin; its members for the owner and admins. */
export function EditProjectPage() {
  return <ProjectIdPage page={EditProject} />;
}

function EditProject({ id }: { id: string }) {
  useDocumentTitle('Edit project');
  const { status, user, isAdmin } = useAuth();
  const loading = useProjectWithLinks(id);

  if (status === 'checking') return <Spinner page label="Checking your sign-in…" />;
  if (!user) return <SignInPrompt title="Edit project" action="edit your projects" />;
  return (
    <LoadedProjectPage
      loading={loading}
      back={{ to: projectLinks.view(id), label: 'Back to the project' }}
      heading={(project) => `Edit ${project.name}`}
    >
      {(project, links) =>
        canEditProject(project, user.id, isAdmin) ? (
          <>
            <EditForm project={project} links={links} />
            {canManageProject(project, user.id, isAdmin) && <ProjectMembers project={project} />}
          </>
        ) : (
          <Alert tone="error">{PROJECT_OWNER_ONLY}</Alert>
        )
      }
    </LoadedProjectPage>
  );
}

/**
 * Sends the version the form was filled from: if someone saved the project since, the server
 * refuses (409) instead of overwriting their change, even after the page revalidated.
 */
function EditForm({ project, links }: { project: Project; links: readonly string[] }) {
  const navigate = useNavigate();
  const [readVersion] = useState(project.version);
  return (
    <ProjectForm
      initialValues={projectFormValues(project)}
      initialLinks={links}
      submitLabel="Save project"
      localCopyKey={`project:${project.id}`}
      savedAt={project.updatedAt}
      initialCover={project.cover}
      coverField={(props) => <CoverImageField purpose="project" projectId={project.id} {...props} />}
      descriptionTools={(insert) => <InsertImageButton purpose="project" projectId={project.id} onInsert={insert} />}
      save={(input) => updateProject(project.id, { ...input, version: readVersion })}
      onSaved={async (saved) => {
        await cacheSavedProject(saved);
        navigate(projectLinks.view(saved.id));
      }}
    />
  );
}
