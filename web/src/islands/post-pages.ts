import { defineIsland } from './define-island';
import { h } from './dom';
import type { PostListSource } from './post-cards';

/**
 * `<site-post-pages data-list="published|topic|tag|category" data-term-id data-cursor>` around the
 * "Load more" button of a public post list (`/posts`, a topic's, a tag's or a category's page): each press adds the
 * next page below the ones shown, as the app's list does, until the last. What reads and draws a
 * page loads on the first press.
 */
export function definePostPages(): void {
  defineIsland(
    'site-post-pages',
    () =>
      class extends HTMLElement {
        #failure?: HTMLElement;

        connectedCallback() {
          this.querySelector('button')?.addEventListener('click', (event) => {
            void this.#loadMore(event.currentTarget as HTMLButtonElement);
          });
        }

        async #loadMore(button: HTMLButtonElement) {
          const { list: kind = 'published', termId = '', cursor } = this.dataset;
          if (!cursor || button.ariaDisabled === 'true') return;
          const source = (
            kind === 'topic' || kind === 'tag' || kind === 'category' ? { kind, termId } : { kind: 'published' }
          ) as PostListSource;
          // Marked busy rather than disabled: a disabled button loses the keyboard focus.
          button.ariaDisabled = 'true';
          try {
            const { nextPostPage } = await import('./post-cards');
            const next = await nextPostPage(source, cursor);
            this.#failure?.remove();
            if (next.list) this.before(next.list);
            if (next.cursor) {
              this.dataset.cursor = next.cursor;
            } else {
              // The last page: the button goes, and a keyboard reader goes on from the first new post.
              if (document.activeElement === button) next.list?.querySelector('a')?.focus();
              this.remove();
            }
          } catch (error) {
            this.#failure?.remove();
            this.#failure = h(
              'div',
              { class: 'alert alert--error', role: 'alert' },
              h('p', {}, `The posts could not be loaded. ${error instanceof Error ? error.message : ''}`),
            );
            this.before(this.#failure);
          } finally {
            button.removeAttribute('aria-disabled');
          }
        }
      },
  );
}
