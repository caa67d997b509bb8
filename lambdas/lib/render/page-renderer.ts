import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { socialCardPng } from '#lambdas/lib/render/social-card/draw.ts';
import type { RenderBundle, RenderBundleModule, RenderedPage } from '#shared/render/render-contract.ts';
import { SITE_CARD_KEY, type SocialCard, socialCardKey } from '#shared/render/social-card.ts';
import {
  isRenderedPagePath,
  NOT_FOUND_PAGE_KEY,
  NOT_FOUND_PAGE_PATH,
  normalizePagePath,
  redirectPageHtml,
  renderedPageKey,
} from '#shared/rendered-pages.ts';
import { SITE_NAME, sitePathUrl } from '#shared/site.ts';
import { findMovedPost } from '../blog/posts';
import { config } from '../config';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { type SearchRecordChange, storeSearchRecord } from './search-records';
import { rendererFetch, withSharedReads } from './server-fetch';
import { putCard, putPage, readSpaTemplate, storedCard } from './site-bucket';

let loaded: Promise<RenderBundle> | undefined;

/**
 * The SPA's server build (web/src/ssr/render-page.tsx, built by `vite build --ssr`):
 * `RENDER_BUNDLE` (CDK copies it into the function), else the local build in web/dist-ssr
 * (`npm run build:web`). Imported by its path at run time, so its type is the shared contract,
 * which the build's entry `satisfies`.
 */
function loadBundle(): Promise<RenderBundle> {
  loaded ??= (async () => {
    const file = process.env.RENDER_BUNDLE || path.resolve('web', 'dist-ssr', 'render-page.mjs');
    const { renderBundle: bundle }: RenderBundleModule = await import(pathToFileURL(file).href);
    if (!config.renderApiUrl) throw new Error('RENDER_API_URL is not set: the page renderer reads through the API');
    bundle.configureServerFetch({ fetch: rendererFetch(), apiBaseUrl: config.renderApiUrl });
    return bundle;
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** Cards are drawn one at a time (the drawing is CPU-bound, on the process's one thread): the ones waiting queue here. */
let drawing: Promise<unknown> = Promise.resolve();

/**
 * Draws and stores a card unless the stored one already shows the same. `checked` holds the cards
 * one call found (or made) showing what they show: the site's card, named by most pages that are
 * no post, project or document, is looked at once per call.
 */
async function ensureCard(
  key: string,
  card: SocialCard,
  renderedFrom: number,
  checked: Map<string, string>,
): Promise<void> {
  const drawnFor = JSON.stringify(card);
  if (checked.get(key) === drawnFor) return;
  const stored = await storedCard(key);
  if (stored.drawnFor !== drawnFor) {
    const png = drawing.then(() => socialCardPng(card));
    drawing = png.catch(() => undefined);
    // The head just read is the one the conditional write judges first: no second HeadObject.
    await putCard(key, await png, drawnFor, renderedFrom, { head: stored.head });
  }
  checked.set(key, drawnFor);
}

/** The page's own card (a post, project or document), else the site's: its key and what it shows. */
function cardOf(page: RenderedPage): { key: string; card: SocialCard } {
  const kind = page.meta.social?.card;
  if (page.status === 200 && kind) {
    return { key: socialCardKey(page.pathname), card: { title: page.meta.title, kind, siteName: SITE_NAME } };
  }
  return { key: SITE_CARD_KEY, card: { title: SITE_NAME, kind: 'site', siteName: SITE_NAME } };
}

export interface RenderOutcome {
  path: string;
  status: 200 | 301 | 404;
  ms: number;
  /** False when a render that started later had stored the page already: this one read older data. */
  stored: boolean;
  /** What became of the page's search record (search-records.ts): the index is rebuilt when one changed. */
  search: SearchRecordChange;
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
 * Pages of one call rendered at once. Rendering is CPU on the process's one thread, but a page
 * also waits: for its reads through the API and the content bucket (a pass at a time), and for
 * its stores (card, page and search record: a HeadObject and a conditional PutObject each). With
 * a few pages at once one page's waits are another's render; beyond that they only queue for the
 * same thread and hold more pages in memory. Measured locally (docs/render-scale.md), where the waits are short and the 2 cores the limit, it gained nothing measurable
 * (an index event's 30 pages at 10,000 documents: 1.81 s with 4, 1.82 s one at a time); in AWS a
 * page's waits are network round trips to S3 and the API.
 */
export const RENDERS_AT_ONCE = 4;

/** Stores a rendered page: its card (unless unchanged), the page, its search record. */
async function storePage(
  page: RenderedPage,
  html: string,
  card: { key: string; card: SocialCard },
  renderedFrom: number,
  started: number,
  checkedCards: Map<string, string>,
): Promise<RenderOutcome> {
  const { pathname } = page;
  await ensureCard(card.key, card.card, renderedFrom, checkedCards);
  const key = pathname === NOT_FOUND_PAGE_PATH ? NOT_FOUND_PAGE_KEY : renderedPageKey(pathname);
  const stored = await putPage(
    key,
    html,
    { status: pathname === NOT_FOUND_PAGE_PATH ? 404 : page.status },
    renderedFrom,
  );
  const search =
    pathname === NOT_FOUND_PAGE_PATH
      ? 'untouched'
      : await storeSearchRecord(
          pathname,
          page.status === 200 && page.meta.search ? { path: pathname, ...page.meta.search } : undefined,
          page.status === 404,
          renderedFrom,
        );
  const ms = Math.round(performance.now() - started);
  logger.info(stored ? 'Page rendered' : 'Page rendered, not stored: a later render stored it', {
    path: pathname,
    status: page.status,
    ms,
  });
  return { path: pathname, status: page.status, ms, stored, search };
}

/**
 * The pages among `paths` that are an earlier slug of a published post, each with where it leads
 * (`/posts/<current slug, percent-encoded>`), by the API's rule (findMovedPost: a post that has
 * the slug now wins). Read from the table, as the lists of all-pages.ts are, all at once before
 * any page is rendered, so the pages still start in their order.
 */
async function movedPageLocations(paths: readonly string[]): Promise<Map<string, string>> {
  const found = await Promise.all(
    paths.map(async (pathname) => {
      const slug = /^\/posts\/([^/]+)$/.exec(pathname)?.[1];
      const moved = slug ? await findMovedPost(slug) : undefined;
      return moved ? ([[pathname, sitePathUrl('', `/posts/${moved.slug}`)]] as const) : [];
    }),
  );
  return new Map(found.flat());
}

/** Stores a redirect at an earlier address of a post: the edge answers it 301; it has no search record. */
async function storeRedirect(
  pathname: string,
  location: string,
  renderedFrom: number,
  started: number,
): Promise<RenderOutcome> {
  const stored = await putPage(
    renderedPageKey(pathname),
    redirectPageHtml(location),
    { status: 301, location },
    renderedFrom,
  );
  const search = await storeSearchRecord(pathname, undefined, true, renderedFrom);
  const ms = Math.round(performance.now() - started);
  logger.info('Redirect stored', { path: pathname, location, ms });
  return { path: pathname, status: 301, ms, stored, search };
}

/**
 * Renders pages, RENDERS_AT_ONCE at a time (each in a render scope of its own, web/src/ssr), and
 * stores each in the site bucket once rendered. A page whose item is gone is stored as its
 * not-found message with status 404; an earlier address of a published post as a redirect to its
 * current one (movedPageLocations). Every page, and its search record, is stamped with the
 * moment the call started, before its first read: the reads its pages share (server-fetch.ts,
 * `withSharedReads`: a collection's index read and parsed once) are made once per call, a unit of
 * a full render or an event's pages. A page never replaces one stamped later (site-bucket.ts): of
 * two renders of a page, the one that started last wins, and it read every change made before it
 * started. On the first page that fails no further page is started, the ones under way end, and
 * the failure is thrown, so the event that asked for them is retried.
 */
export async function renderPages(paths: Iterable<string>): Promise<RenderOutcome[]> {
  const wanted = pagesToRender(paths);
  if (wanted.length === 0) return [];
  const renderedFrom = Date.now();
  const bundle = await loadBundle();
  const template = await readSpaTemplate();
  if (!template.includes('<div id="root"></div>')) {
    throw new Error(`The site bucket's index.html is not the SPA's shell (bucket ${config.siteBucket})`);
  }
  const siteOrigin = config.siteUrl;
  const outcomes: RenderOutcome[] = [];
  const checkedCards = new Map<string, string>();
  const redirects = await movedPageLocations(wanted);
  await withSharedReads(async () => {
    let next = 0;
    let failure: { error: unknown } | undefined;
    const lane = async () => {
      for (let index = next++; index < wanted.length && !failure; index = next++) {
        const pathname = wanted[index] as string;
        try {
          const started = performance.now();
          const location = redirects.get(pathname);
          if (location) {
            outcomes[index] = await storeRedirect(pathname, location, renderedFrom, started);
            continue;
          }
          const page = await bundle.renderPage(pathname);
          const card = cardOf(page);
          const html = bundle.pageDocument(page, { template, siteOrigin, imageUrl: `${siteOrigin}/${card.key}` });
          outcomes[index] = await storePage(page, html, card, renderedFrom, started, checkedCards);
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(RENDERS_AT_ONCE, wanted.length) }, lane));
    countMetric('PagesRendered', outcomes.filter(Boolean).length);
    if (failure) {
      countMetric('RenderFailures');
      throw failure.error;
    }
  });
  return outcomes;
}
