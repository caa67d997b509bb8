import { defineIsland } from './define-island';
import { h } from './dom';
import type { SearchDialog } from './search-dialog';

/** A key pressed while typing in a field: `/` is a character there, not the shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** `/` outside a field, Ctrl-K or Cmd-K anywhere. */
const isShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k'
    ? (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
    : event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);

/** A click the browser should keep: another button, a modifier key (a new tab or window). */
const isOwnClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented;

let dialog: Promise<SearchDialog> | undefined;

/**
 * Opens the dialog, loading its code on the first use. Should the code not download, the link's
 * own page (`/search`, which works without it) opens instead.
 */
function openDialog(link: HTMLAnchorElement): void {
  dialog ??= import('./search-dialog').then(({ SearchDialog }) => new SearchDialog());
  dialog
    .then((opened) => opened.open(link))
    .catch((error: unknown) => {
      console.warn('The search dialog failed to load.', error);
      dialog = undefined;
      location.assign(link.href);
    });
}

/**
 * `<site-search>` around the navbar's search link (features/navigation/components/search-button.tsx)
 * and `<site-search-results>` around the `/search` page's form (app/routes/search.tsx). The link
 * leads to `/search`; here it opens the search dialog instead, as `/`, Ctrl-K and Cmd-K do. This
 * module is all a page loads of search: the dialog, the engine and the index come on first use.
 */
export function defineSearch(): void {
  defineIsland(
    'site-search',
    () =>
      class extends HTMLElement {
        #onKey = (event: KeyboardEvent) => {
          const link = this.querySelector('a');
          if (!link || !isShortcut(event)) return;
          event.preventDefault();
          openDialog(link);
        };

        connectedCallback() {
          const link = this.querySelector('a');
          if (!link) return;
          link.setAttribute('aria-haspopup', 'dialog');
          link.addEventListener('click', (event) => {
            if (isOwnClick(event)) return;
            event.preventDefault();
            openDialog(link);
          });
          document.addEventListener('keydown', this.#onKey);
        }

        disconnectedCallback() {
          document.removeEventListener('keydown', this.#onKey);
        }
      },
  );
  defineIsland(
    'site-search-results',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          import('./search-results-page')
            .then(({ showSearchResults }) => showSearchResults(this))
            .catch((error: unknown) => {
              console.warn('The search results failed to load.', error);
              this.append(
                h(
                  'p',
                  { class: 'alert alert--error', role: 'alert' },
                  'The search could not be downloaded. Reload the page to try again.',
                ),
              );
            });
        }
      },
  );
}
