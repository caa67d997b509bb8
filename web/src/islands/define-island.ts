/**
 * Registers a custom element once. The class is made by `make` at that moment, not at import:
 * the page renderer imports the app's modules in Node, where there is no HTMLElement.
 */
export function defineIsland(tag: string, make: () => CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, make());
}
