import { decodedSegment } from './site.ts';
import { isSpaScreenPath } from './site-paths.ts';

/**
 * The public pages rendered ahead to HTML (docs/rendering.md): which paths they are, where each is
 * stored in the site bucket, and how the edge maps a request to one. One module for the page
 * renderer (lambdas/render/), the local preview server and the CloudFront viewer function, so the
 * three agree on every path.
 *
 * Site bucket layout:
 *   index.html, assets/…            the SPA build (its shell answers every other page)
 *   _pages/index.html               the home page
 *   _pages/<path>/index.html        every other rendered page (`/posts/hello` → `_pages/posts/hello/index.html`)
 *   _pages/404.html                 the not-found page, answered with status 404
 *   _pages/cards/<path>.png         the social card image of a post, project or document
 *   _search/…                       the search index the renderer keeps (docs/search.md)
 */

/** Key prefix of everything the renderer stores in the site bucket. */
export const RENDERED_PAGES_PREFIX = '_pages';
/** The path the not-found page is rendered for and answered at (status 404). */
export const NOT_FOUND_PAGE_PATH = '/404';
/** The rendered not-found page. */
export const NOT_FOUND_PAGE_KEY = `${RENDERED_PAGES_PREFIX}/404.html`;
/**
 * Object metadata of a stored page whose item is gone (`x-amz-meta-page-status: 404`): the edge
 * answers it with that status (the CloudFront viewer-response function, the preview server).
 */
export const PAGE_STATUS_METADATA = 'page-status';
/**
 * Object metadata of a redirect the renderer stores at a published post's earlier address
 * (`page-status: 301`, `page-location: /posts/<current slug, percent-encoded>`): the edge answers
 * it with 301 and that `Location` (the viewer-response function, the preview server).
 */
export const PAGE_LOCATION_METADATA = 'page-location';

/**
 * The body of a stored redirect: what a client that does not follow the 301 (or reads the bucket
 * without the edge) sees, a link to the new address, kept out of search results.
 */
export function redirectPageHtml(location: string): string {
  const href = location.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
  return (
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">' +
    `<link rel="canonical" href="${href}"><meta http-equiv="refresh" content="0; url=${href}">` +
    `<title>Moved</title><p>This page has moved to <a href="${href}">${href}</a>.</p></html>`
  );
}
/**
 * An address with no page (a post's mistyped slug, a page before the first render-all, a path that
 * is neither a rendered page nor a screen of the SPA) answers 404 at its own address with the
 * rendered not-found page, saying which address was asked for (notFoundPageAt). Not kept
 * (`no-cache`): the page may be rendered a moment later. The CloudFront origin-response function
 * (infra/edge/origin-response.ts) and the preview server answer it alike.
 */
export const NOT_FOUND_CACHE_CONTROL = 'no-cache';
/**
 * The attribute of the element of the not-found page that shows the requested address
 * (web/src/app/routes/not-found.tsx): the edge writes the address into it.
 */
export const REQUESTED_PATH_ATTRIBUTE = 'data-requested-path';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The rendered not-found page (rendered at /404) as the answer at another address: the address,
 * HTML-escaped, in the element that names it, so it shows without JavaScript too; and without the
 * page's data, so the SPA renders that address's own route (a post's route says no post has that
 * slug) instead of hydrating HTML rendered for /404.
 */
export function notFoundPageAt(html: string, pathname: string): string {
  const escaped = pathname.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
  return html
    .replace(
      new RegExp(`(<[a-z]+ ${REQUESTED_PATH_ATTRIBUTE}="[^"]*">)[^<]*(</)`),
      (_, open: string, close: string) => `${open}${escaped}${close}`,
    )
    .replace(/<script id="page-data" type="application\/json">[\s\S]*?<\/script>/, '');
}

/** How long the edge and browsers may keep a rendered page (short: re-renders are not versioned). */
export const RENDERED_PAGE_MAX_AGE_SECONDS = 60;

/** The pages that are the same for every visitor and have no item behind them. */
export const STATIC_PAGE_PATHS = ['/', '/about', '/contact', '/community', '/stacks', '/search'] as const;

/**
 * Rendered pages kept out of the sitemap (and marked noindex): `/search` is a form whose results
 * are found in the browser, a page of no content of its own to a crawler.
 */
export const UNLISTED_PAGE_PATHS: readonly string[] = ['/search'];

/**
 * Whether a path is one of the rendered public pages. Self-contained on purpose (no imports, no
 * closure, plain syntax): the CDK stack bundles it into the CloudFront viewer-request function
 * (infra/edge/viewer-request.ts), whose runtime accepts only the syntax CloudFront lists.
 */
export function isRenderedPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return true;
  // An indexed loop, not for-of: CloudFront Functions (cloudfront-js-2.0) list no for-of statement.
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] ?? '';
    if (segment === '.' || segment === '..' || segment.indexOf('.') !== -1) return false;
  }
  const first = segments[0] ?? '';
  const second = segments[1] ?? '';
  const count = segments.length;
  // Path segments that name a screen, not an item (`/posts/create`, `/projects/add`, `/topics/add`).
  const isScreen = (segment: string) => ['create', 'add', 'edit', 'del', 'delete'].indexOf(segment) !== -1;
  if (count === 1) {
    return (
      [
        'about',
        'contact',
        'community',
        'stacks',
        'search',
        'posts',
        'topics',
        'tags',
        'categories',
        'projects',
        'changelogs',
        'tech-docs',
        'legal-docs',
        'essential-insights',
        'current-projects',
      ].indexOf(first) !== -1
    );
  }
  if (['tech-docs', 'legal-docs', 'essential-insights', 'current-projects'].indexOf(first) !== -1) return count <= 6;
  if (['posts', 'topics', 'tags', 'categories', 'changelogs'].indexOf(first) !== -1) {
    return count === 2 && !isScreen(second);
  }
  // A project (`/projects/<id>`) or a write-up of the projects collection (`/projects/<folder>/…`).
  if (first === 'projects') return !isScreen(second) && count <= 6;
  return false;
}

/** `/posts/hello/` → `/posts/hello`: one spelling of every page path. */
export function normalizePagePath(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** Where a rendered page is stored: `/` → `_pages/index.html`, `/posts/hello` → `_pages/posts/hello/index.html`. */
export function renderedPageKey(pathname: string): string {
  const path = normalizePagePath(pathname);
  return path === '/' ? `${RENDERED_PAGES_PREFIX}/index.html` : `${RENDERED_PAGES_PREFIX}${path}/index.html`;
}

/** The path of a rendered page's key (the inverse of renderedPageKey), or undefined for any other key. */
export function pathOfRenderedPageKey(key: string): string | undefined {
  const match = /^_pages(\/.*)?\/index\.html$/.exec(key);
  if (!match) return undefined;
  return match[1] ?? '/';
}

/**
 * The site bucket's object for a request path, as the edge maps it (the CloudFront viewer-request
 * function, and the preview server that plays CloudFront locally): a rendered page's key, the
 * not-found page for `/404`, the SPA shell for a screen of the SPA, else the file itself. Any other
 * page path maps to where its rendered page would be: no object is there, so the edge answers the
 * not-found page with 404 (a path of no page is no soft 404 of the shell).
 */
export function siteObjectKey(uri: string): string {
  const pathname = uri.split('?')[0] ?? '/';
  if (normalizePagePath(pathname) === NOT_FOUND_PAGE_PATH) return NOT_FOUND_PAGE_KEY;
  // The edge passes the percent-encoded URI on and S3 decodes it: a key is UTF-8 (`/posts/%D9%85…` → `_pages/posts/م…`).
  const decoded = pathname.split('/').map(decodedSegment).join('/');
  if (isRenderedPagePath(pathname)) return renderedPageKey(decoded);
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last.includes('.')) return isSpaScreenPath(pathname) ? 'index.html' : renderedPageKey(decoded);
  return decoded.replace(/^\/+/, '');
}

/** The address a missing page's key stands for (`_pages/posts/x/index.html` → `/posts/x`); undefined for other keys. */
export function missingPagePath(key: string): string | undefined {
  return key === NOT_FOUND_PAGE_KEY ? undefined : pathOfRenderedPageKey(key);
}
