import type { ContactFormControl } from './contact-form-control';
import { defineIsland } from './define-island';
import { hasStoredSession } from './stored-session';

/**
 * `<site-contact-form>` around the contact form (features/contact/components/contact-form.tsx) on
 * a page without the app. The form's code (its states, the check, the sending) loads when the
 * visitor first enters a field or sends, or at once for a visitor signed in in this browser (their
 * name and email are filled in); the form never submits as a plain HTML form.
 */
export function defineContactForm(): void {
  defineIsland(
    'site-contact-form',
    () =>
      class extends HTMLElement {
        #control?: Promise<ContactFormControl>;

        connectedCallback() {
          const form = this.querySelector('form');
          if (!form) return;
          const control = () => {
            if (!this.#control) {
              this.#control = import('./contact-form-control').then(({ controlContactForm }) =>
                controlContactForm(form),
              );
              this.#control.catch((error: unknown) => {
                this.#control = undefined;
                console.warn('The contact form could not be loaded.', error);
              });
            }
            return this.#control;
          };
          form.addEventListener('focusin', () => void control().catch(() => undefined));
          form.addEventListener('submit', (event) => {
            event.preventDefault();
            control()
              .then((loaded) => loaded.submit())
              .catch(() => undefined);
          });
          if (hasStoredSession()) void control().catch(() => undefined);
        }
      },
  );
}
