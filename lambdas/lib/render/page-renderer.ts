import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isRenderedPagePath,
  NOT_FOUND_PAGE_KEY,
  NOT_FOUND_PAGE_PATH,
  normalizePagePath,
  renderedPageKey,
} from '#shared/rendered-pages.ts';
import { config } from '../config';
import { logger } from '../logger';
import { rendererFetch } from './server-fetch';
import { putPage, readSpaTemplate } from './site-bucket';

/** What the SPA's server build (web/src/ssr/render-page.tsx, built by `vite build --ssr`) exports. */
interface RenderedPage {
  pathname: string;
  status: 200 | 404;
  html: string;
  meta: { title: string; social?: { card?: 'post' | 'project' | 'document' } };
  data: unknown;
}
interface RendererBundle {
  renderPage(pathname: string): Promise<RenderedPage>;
  pageDocument(page: RenderedPage, options: { template: string; siteOrigin: string; imageUrl: string }): string;
  configureServerFetch(options: { fetch: typeof fetch; apiBaseUrl: string }): void;
}

/** The path the not-found page is rendered for (shared with the CloudFront viewer function). */
export { NOT_FOUND_PAGE_PATH };

let loaded: Promise<RendererBundle> | undefined;

/**
 * The SPA's server build: `RENDER_BUNDLE` (CDK copies it into the function), else the local build
 * in web/dist-ssr (`npm run build:web`).
 */
function loadBundle(): Promise<RendererBundle> {
  loaded ??= (async () => {
    const file = process.env.RENDER_BUNDLE || path.resolve('web', 'dist-ssr', 'render-page.js');
    const bundle = (await import(pathToFileURL(file).href)) as RendererBundle;
    if (!config.renderApiUrl) throw new Error('RENDER_API_URL is not set: the page renderer reads through the API');
    bundle.configureServerFetch({ fetch: rendererFetch(), apiBaseUrl: config.renderApiUrl });
    return bundle;
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

export interface RenderOutcome {
  path: string;
  status: 200 | 404;
  ms: number;
}

/** The pages a request for re-rendering names: normalized, once each, rendered pages only. */
export function pagesToRender(paths: Iterable<string>): string[] {
  const unique = new Set<string>();
  for (const candidate of paths) {
    const normalized = normalizePagePath(candidate);
    if (normalized === NOT_FOUND_PAGE_PATH || isRenderedPagePath(normalized)) unique.add(normalized);
  }
  return [...unique];
}

/**
 * Renders pages and stores them in the site bucket, one after the other (the renderer's state is
 * per process). A page whose item is gone is stored as its not-found message with status 404.
 * Throws on the first page that fails, so the event that asked for it is retried.
 */
export async function renderPages(paths: Iterable<string>): Promise<RenderOutcome[]> {
  const wanted = pagesToRender(paths);
  if (wanted.length === 0) return [];
  const bundle = await loadBundle();
  const template = await readSpaTemplate();
  if (!template.includes('<div id="root"></div>')) {
    throw new Error(`The site bucket's index.html is not the SPA's shell (bucket ${config.siteBucket})`);
  }
  const siteOrigin = config.siteUrl;
  const outcomes: RenderOutcome[] = [];
  for (const pathname of wanted) {
    const started = performance.now();
    const page = await bundle.renderPage(pathname);
    const html = bundle.pageDocument(page, { template, siteOrigin, imageUrl: `${siteOrigin}/favicon.svg` });
    const key = pathname === NOT_FOUND_PAGE_PATH ? NOT_FOUND_PAGE_KEY : renderedPageKey(pathname);
    await putPage(key, html, pathname === NOT_FOUND_PAGE_PATH ? 404 : page.status);
    const ms = Math.round(performance.now() - started);
    outcomes.push({ path: pathname, status: page.status, ms });
    logger.info('Page rendered', { path: pathname, status: page.status, ms });
  }
  return outcomes;
}
