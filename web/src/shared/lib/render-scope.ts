import type { PageDataAnswer, PageMeta } from '#shared/render/render-contract.ts';

/**
 * What one page's render keeps while it runs on the page renderer (web/src/ssr/render-page.tsx):
 * the answers its reads got (shared/api/page-data.ts), the reads its last pass asked for, and
 * what the page said about itself (page-meta.ts). The renderer renders several pages of one
 * invocation at once, so each render has a scope of its own (an AsyncLocalStorage there, which
 * this module cannot import: it is in the browser's build too); the browser has one, for the page
 * it hydrates.
 */
export interface RenderScope {
  answers: Map<string, PageDataAnswer>;
  wanted: Map<string, () => Promise<unknown>> | undefined;
  meta: { meta: PageMeta; pathname: string; status?: 404 } | undefined;
}

export const newRenderScope = (): RenderScope => ({ answers: new Map(), wanted: undefined, meta: undefined });

/** The browser's scope, and the renderer's outside a page's render (a test). */
const shared = newRenderScope();
let source: () => RenderScope | undefined = () => undefined;

/** The scope of the render running now (the one the renderer's source names), else the shared one. */
export function renderScope(): RenderScope {
  return source() ?? shared;
}

/** The renderer: where the current render's scope comes from. */
export function setRenderScopeSource(current: () => RenderScope | undefined): void {
  source = current;
}
