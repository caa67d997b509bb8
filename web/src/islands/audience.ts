import { hasAccess } from '#shared/accounts.ts';
import { defineIsland } from './define-island';
import { storedUser } from './stored-session';

/** Who may see what `<site-audience>` holds: any signed-in visitor, or editors, or admins (and the roles above). */
export type Audience = 'signed-in' | 'editor' | 'admin';

/** Whether a signed-in visitor with these roles is of the audience (the app and the island decide alike). */
export function isOfAudience(roles: readonly string[], audience: Audience): boolean {
  return audience === 'signed-in' || hasAccess(roles, audience);
}

/**
 * `<site-audience data-for="editor">` (or `"signed-in"`, `"admin"`) holds, hidden, what the app
 * shows only to such a visitor (an editor's "Edit this page", an admin's "Delete post"); a public
 * page was rendered for every visitor, so this island shows it once the session stored in this
 * browser is one of them.
 */
export function defineAudience(): void {
  defineIsland(
    'site-audience',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const audience = this.dataset.for as Audience | undefined;
          storedUser()
            .then((user) => {
              if (user && audience && isOfAudience(user.roles, audience)) this.hidden = false;
            })
            .catch((error: unknown) => console.warn('The signed-in controls could not be shown.', error));
        }
      },
  );
}
