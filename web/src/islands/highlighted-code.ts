import { defineIsland } from './define-island';

/**
 * `<site-highlighted-code>` around rendered markdown that the server left as plain escaped code (a
 * post's body, web/src/shared/ui/markdown-html.tsx): highlights its fenced code blocks with a
 * language in place, as the app does. The highlighter (a worker, highlight.js inside it) loads only
 * on a page that has such a block.
 */
export function defineHighlightedCode(): void {
  defineIsland(
    'site-highlighted-code',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          if (!this.querySelector('pre > code[class*="language-"]')) return;
          import('#web/shared/lib/code-highlighting.ts')
            .then(({ highlightCodeBlocks }) => highlightCodeBlocks(this, () => this.isConnected))
            .catch((error: unknown) => console.error('The syntax highlighter failed to load', error));
        }
      },
  );
}
