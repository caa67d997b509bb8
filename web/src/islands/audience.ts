import { hasAccess } from '#shared/accounts.ts';
import { defineIsland } from './define-island';
import { storedUser } from './stored-session';

/** Who may see what `<site-audience>` holds. */
export type Audience = 'signed-in' | 'editor';

/**
 * `<site-audience data-for="editor">` (or `"signed-in"`) holds, hidden, what the app shows only to
 * such a visitor (an editor's "Edit this page"); a public page was rendered for a visitor, so this
 * island shows it once the session stored in this browser is one of them.
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
              if (!user) return;
              if (audience === 'signed-in' || (audience === 'editor' && hasAccess(user.roles, 'editor'))) {
                this.hidden = false;
              }
            })
            .catch((error: unknown) => console.warn('The signed-in controls could not be shown.', error));
        }
      },
  );
}
