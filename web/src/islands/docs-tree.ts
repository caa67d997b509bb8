/**
 * `<site-docs-tree>`: a collection's tree in the docs sidebar. Where the tree scrolls on its own
 * (the desktop sidebar), the current page's link is brought into the middle of it, so a deep
 * document is not hidden below the fold of a long tree; the page itself does not scroll.
 */
class DocsTree extends HTMLElement {
  connectedCallback(): void {
    const current = this.querySelector('[aria-current="page"]');
    if (!current || this.scrollHeight <= this.clientHeight) return;
    const offset = current.getBoundingClientRect().top - this.getBoundingClientRect().top;
    this.scrollTop += offset - this.clientHeight / 2;
  }
}

/** Registers `<site-docs-tree>` once; nothing runs at import time (the page renderer imports app code in Node). */
export function defineDocsTree(): void {
  if (!customElements.get('site-docs-tree')) customElements.define('site-docs-tree', DocsTree);
}
