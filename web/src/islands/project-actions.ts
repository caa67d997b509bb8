import { hasAccess } from '#shared/accounts.ts';
import { canEditProject, canManageProject } from '#shared/projects.ts';
import { defineIsland } from './define-island';
import { storedUser } from './stored-session';

/**
 * `<site-project-actions>` around a project page's Edit project and Delete project
 * (features/projects/components/project-details.tsx), hidden in the page: shown to a visitor signed
 * in in this browser who may use them, by the rules the app and the API apply (the owner, its
 * members and admins edit; the owner and admins delete). Each link leads to the app's screen.
 */
export function defineProjectActions(): void {
  defineIsland(
    'site-project-actions',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          storedUser()
            .then((user) => {
              if (!user) return;
              const project = {
                ownerId: this.dataset.ownerId ?? '',
                members: (this.dataset.memberIds ?? '').split(' ').map((id) => ({ id })),
              };
              const admin = hasAccess(user.roles, 'admin');
              const allowed = {
                edit: canEditProject(project, user.id, admin),
                delete: canManageProject(project, user.id, admin),
              };
              for (const link of this.querySelectorAll<HTMLElement>('[data-action]')) {
                if (!allowed[link.dataset.action as keyof typeof allowed]) link.remove();
              }
              if (allowed.edit || allowed.delete) this.hidden = false;
            })
            .catch((error: unknown) => console.warn('The project actions could not be shown.', error));
        }
      },
  );
}
