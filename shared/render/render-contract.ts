import type { SearchRecord } from '#shared/search/search-contract.ts';
import type { SocialCardKind } from './social-card';

/**
 * The contract between the SPA's server build (web/src/ssr/render-page.tsx, built by
 * `vite build --ssr`) and the page renderer that loads it (lambdas/lib/render/page-renderer.ts).
 * The renderer imports the build by a file path at run time, so the compiler sees the two sides
 * only through these types: the build's entry states its exports `satisfies RenderBundle`, and the
 * renderer types what it loaded as a `RenderBundleModule`. Types only: nothing here runs.
 */

/** What a page says about itself to the browser tab and to search engines. */
export interface PageMeta {
  /** Shown after the brand in the tab title. */
  title: string;
  /** The meta description; the site's description when absent or blank. */
  description?: string;
  /** Keep the page out of search results (not-found, access denied): robots noindex, no canonical link. */
  noindex?: boolean;
  /** The page tells that what the address names does not exist: the page renderer stores it as a 404. */
  status?: 404;
  /**
   * Everything a reader does on the page works from its HTML with the islands (web/src/islands/):
   * its stored page loads the islands' script and no app (web/src/ssr/page-document.ts).
   */
  islands?: true;
  /**
   * What link previews show (read by the page renderer only): an article or the site, with a social
   * card image of this page (its title on the site's card) for a post, project or document.
   */
  social?: {
    type: 'article' | 'website';
    card?: Exclude<SocialCardKind, 'site'>;
    publishedTime?: string;
    modifiedTime?: string;
    author?: string;
    /** The folders above a nested document, top first (a BreadcrumbList for search engines). */
    breadcrumbs?: Array<{ name: string; path: string }>;
    /**
     * The page's own image (a post's or project's cover, its largest size, a path of this site):
     * link previews show it instead of the drawn social card.
     */
    image?: { path: string; width: number; height: number; alt: string };
  };
  /**
   * The page as the site's search knows it (read by the page renderer only, which stores it as the
   * page's search record under its path): said by the pages a reader searches for (a document, a
   * post, a project, a topic, a tag) once their item is loaded, never by a not-found page.
   */
  search?: Omit<SearchRecord, 'path'>;
}

/** One read's answer: its data, or the error status and message a client would have seen. */
export interface PageDataAnswer {
  data?: unknown;
  error?: { status: number; message: string };
}

/** Every answer of one page, by the read's key: what the browser hydrates the page with. */
export type PageData = Record<string, PageDataAnswer>;

/** One public page rendered: its root HTML, what it says about itself and the data it read. */
export interface RenderedPage {
  pathname: string;
  /** 404 when the page says what its address names does not exist (a deleted post). */
  status: 200 | 404;
  /** The HTML inside `<div id="root">`. */
  html: string;
  meta: PageMeta;
  data: PageData;
}

/** What a stored page needs beside the render: the SPA's index.html, the site's origin, the card image. */
export interface PageDocumentOptions {
  /** The SPA build's index.html (its hashed script and style links). */
  template: string;
  /** `https://example.com`: canonical links, Open Graph and JSON-LD need absolute URLs. */
  siteOrigin: string;
  /** The page's social card image (absolute URL), else the site's. */
  imageUrl: string;
}

/** How the render reaches the API: the renderer's own `fetch` and the API's base URL. */
export interface ServerFetchOptions {
  fetch: typeof fetch;
  apiBaseUrl: string;
}

/**
 * What the renderer calls on the server build, once it has configured its fetch. Function-typed
 * properties rather than methods, so the compiler checks their parameters strictly.
 */
export interface RenderBundle {
  configureServerFetch: (options: ServerFetchOptions) => void;
  /** Renders one page with the data it reads; one page at a time per process. */
  renderPage: (pathname: string) => Promise<RenderedPage>;
  /** The stored HTML of a rendered page: the SPA's index.html with the page's head, root and data. */
  pageDocument: (page: RenderedPage, options: PageDocumentOptions) => string;
}

/** The server build's module, as the renderer's dynamic `import()` answers it. */
export interface RenderBundleModule {
  renderBundle: RenderBundle;
}
