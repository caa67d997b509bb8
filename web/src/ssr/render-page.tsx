import { AsyncLocalStorage } from 'node:async_hooks';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { RenderBundle, RenderedPage } from '#shared/render/render-contract.ts';
import { App } from '#web/app/app.tsx';
import {
  clearPageData,
  collectPageData,
  configureServerFetch,
  currentPageData,
  loadWantedPageData,
} from '#web/shared/api/page-data.ts';
import { takeRenderedPageMeta } from '#web/shared/lib/page-meta.ts';
import { newRenderScope, type RenderScope, setRenderScopeSource } from '#web/shared/lib/render-scope.ts';
import { pageDocument } from './page-document';

/** A page that still asks for new data after this many passes has a read that never settles. */
const MAX_PASSES = 6;

async function renderOnce(pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>} />,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, where it stands: React otherwise moves a large one (over 12,800
      // bytes, a long document) to the end of the page, hidden, with inline scripts to put it in
      // place, which the site's CSP (script-src 'self') refuses: its content would show only once
      // the JS has loaded and React has rendered it again.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // React renders a boundary's fallback for an error on the server; a stored page must not be that.
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${pathname} failed: ${String(errors[0])}`);
  return html;
}

/**
 * Each render's own answers and page meta (shared/lib/render-scope.ts): the page renderer renders
 * several pages at once in one process, and a read or a page meta belongs to the render whose
 * component made it. React's prerender runs a render's work, and resumes it after a suspended
 * read, in the async context of the call that started it.
 */
const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeSource(() => scopes.getStore());

/**
 * Renders one page of the SPA to HTML with the data it reads: render, load what the render asked
 * for, render again, until a pass asks for nothing new (shared/api/page-data.ts). Pages may be
 * rendered at once: each in a scope of its own.
 */
function renderPage(pathname: string): Promise<RenderedPage> {
  return scopes.run(newRenderScope(), () => renderInScope(pathname));
}

async function renderInScope(pathname: string): Promise<RenderedPage> {
  clearPageData();
  try {
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      collectPageData();
      takeRenderedPageMeta();
      const html = await renderOnce(pathname);
      const said = takeRenderedPageMeta();
      if ((await loadWantedPageData()) > 0) continue;
      return {
        pathname,
        status: said?.status === 404 ? 404 : 200,
        html,
        meta: said?.meta ?? { title: '' },
        data: currentPageData(),
      };
    }
    throw new Error(`Rendering ${pathname} still asked for data after ${MAX_PASSES} passes`);
  } finally {
    clearPageData();
  }
}

/**
 * What the page renderer calls (lambdas/lib/render/page-renderer.ts). It loads this build by a file
 * path at run time, so `satisfies` is where the compiler holds these functions to the contract.
 */
export const renderBundle = { configureServerFetch, renderPage, pageDocument } satisfies RenderBundle;
