import { hasAccess } from '#shared/accounts.ts';
import type { ProjectListScope } from '#web/features/projects/api/fetch-projects-page.ts';
import { defineIsland } from './define-island';
import type { ProjectsViewer } from './project-list-view';
import { storedUser } from './stored-session';

/** Whether a viewer (none: a visitor) is shown a list: the public one to all, their own to the signed in, private ones to admins. */
function mayList(scope: ProjectListScope, viewer: ProjectsViewer | undefined): boolean {
  if (scope === 'public') return true;
  return scope === 'private' ? !!viewer?.admin : viewer !== undefined;
}

const loadView = () => import('./project-list-view');

/**
 * `<site-projects>` around the projects page (app/routes/projects.tsx) on a page without the app.
 * The public list is in the page; its Next and Previous read the other pages. A visitor signed in
 * in this browser gets what the app shows them: "Add project" (in `<site-audience>`) in place of
 * the sign-in line, "My projects", admins' "Private projects", and Edit and Delete on the rows
 * they may change. The lists' code loads on the first page turned, or at once for such a visitor.
 */
export function defineProjects(): void {
  defineIsland(
    'site-projects',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          storedUser()
            .then((user) => {
              const viewer = user && { id: user.id, admin: hasAccess(user.roles, 'admin') };
              if (viewer) for (const prompt of this.querySelectorAll('[data-anonymous]')) prompt.remove();
              for (const section of this.querySelectorAll<HTMLElement>('section[data-project-list]')) {
                const scope = section.dataset.projectList as ProjectListScope;
                if (!mayList(scope, viewer)) continue;
                if (viewer) void loadView().then(({ ProjectListView }) => new ProjectListView(section, viewer).load());
                else this.#pageOnDemand(section);
              }
            })
            .catch((error: unknown) => console.warn('The signed-in projects could not be shown.', error));
        }

        /** The rendered list's Next loads the lists' code, which reads the next page. */
        #pageOnDemand(section: HTMLElement): void {
          const next = section.querySelector<HTMLElement>('.project-list')?.dataset.nextCursor;
          const nextButton = [...section.querySelectorAll('button')].find(
            (button) => button.textContent === 'Next page',
          );
          if (!next || !nextButton) return;
          nextButton.addEventListener(
            'click',
            () => void loadView().then(({ ProjectListView }) => new ProjectListView(section, undefined).load(next)),
            { once: true },
          );
        }
      },
  );
}
