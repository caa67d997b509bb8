import { mutate } from 'swr';
import type { Project } from '#shared/projects.ts';
import { deleteProject } from '#web/features/projects/api/delete-project.ts';
import { projectKey } from '#web/features/projects/api/get-project.ts';
import { refreshProjectLists } from '#web/features/projects/api/list-projects.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { useConfirmAction } from '#web/shared/ui/confirm-button.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import './projects.css';

interface DeleteProjectConfirmProps {
  project: Project;
  cancelTo: string;
  onDeleted: () => void;
}

/** /projects/del/{id}: what will be deleted, Delete and Cancel; the server's refusal is shown as it says it. */
export function DeleteProjectConfirm({ project, cancelTo, onDeleted }: DeleteProjectConfirmProps) {
  const { pending, failure, run } = useConfirmAction((error) =>
    error instanceof Error ? error.message : 'The project was not deleted.',
  );

  const remove = () =>
    run(async () => {
      await deleteProject(project.id);
      onDeleted();
      void mutate(projectKey(project.id), undefined, { revalidate: false });
      void refreshProjectLists();
    });

  return (
    <div className="page-stack">
      {failure && <Alert tone="error">{failure}</Alert>}
      <p>
        Are you sure you want to delete the project <strong>{project.name}</strong>? It disappears from every list and
        its page.
      </p>
      <p className="project-actions">
        <button className="button button--danger" type="button" disabled={pending} onClick={remove}>
          {pending ? 'Deleting…' : 'Delete'}
        </button>
        <Link className="button button--secondary" to={cancelTo}>
          Cancel
        </Link>
      </p>
    </div>
  );
}
