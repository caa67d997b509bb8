import type { MediaCover } from '#shared/media.ts';
import type { PageMeta } from '#shared/render/render-contract.ts';
import { renderScope } from './render-scope';
import { canonicalUrl, formatDocumentTitle, SITE_DESCRIPTION } from './site';

/** The head elements of one page, ready to apply. */
export interface PageHead {
  title: string;
  description: string;
  /** Absent for a noindex page. */
  canonical?: string;
  robots?: 'noindex';
}

export function pageHead(meta: PageMeta, pathname: string, siteOrigin: string): PageHead {
  const head: PageHead = {
    title: formatDocumentTitle(meta.title),
    description: meta.description?.trim() || SITE_DESCRIPTION,
  };
  if (meta.noindex) head.robots = 'noindex';
  else head.canonical = canonicalUrl(siteOrigin, pathname);
  return head;
}

/**
 * The link-preview image of a page whose post or project has a cover: the cover's JPEG (some link
 * unfurlers refuse WebP, which every other size is); none without a cover or for a cover processed
 * before the JPEG was made, so the drawn social card (a PNG) is used.
 */
export function socialImageOf(cover: MediaCover | undefined): NonNullable<PageMeta['social']>['image'] {
  const share = cover?.shareImage;
  return cover && share ? { path: share.url, width: share.width, height: share.height, alt: cover.alt } : undefined;
}

/**
 * On the page renderer (no window), what the page said about itself in this render: the last
 * page meta wins (a not-found message inside a page speaks after the page), a 404 stays.
 */
export function recordRenderedPageMeta(meta: PageMeta, pathname: string): void {
  const scope = renderScope();
  scope.meta = { meta, pathname, status: scope.meta?.status ?? meta.status };
}

/** The renderer: what the page said in the render just done, and forget it for the next one. */
export function takeRenderedPageMeta(): { meta: PageMeta; pathname: string; status?: 404 } | undefined {
  const scope = renderScope();
  const taken = scope.meta;
  scope.meta = undefined;
  return taken;
}

/** The configured site origin (`VITE_SITE_URL`, e.g. the custom domain), else the one the page is on. */
export function currentSiteOrigin(): string {
  return import.meta.env.VITE_SITE_URL || window.location.origin;
}

function headElement<Tag extends 'meta' | 'link'>(doc: Document, tag: Tag, selector: string, create: boolean) {
  const found = doc.head.querySelector<HTMLElementTagNameMap[Tag]>(selector);
  if (found || !create) return found ?? undefined;
  const element = doc.createElement(tag);
  doc.head.append(element);
  return element;
}

/** Sets the title, the description, the canonical link and the robots meta of the document. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  const description = headElement(doc, 'meta', 'meta[name="description"]', true);
  description?.setAttribute('name', 'description');
  description?.setAttribute('content', head.description);

  const canonical = headElement(doc, 'link', 'link[rel="canonical"]', head.canonical !== undefined);
  if (head.canonical === undefined) canonical?.remove();
  else {
    canonical?.setAttribute('rel', 'canonical');
    canonical?.setAttribute('href', head.canonical);
  }

  const robots = headElement(doc, 'meta', 'meta[name="robots"]', head.robots !== undefined);
  if (head.robots === undefined) robots?.remove();
  else {
    robots?.setAttribute('name', 'robots');
    robots?.setAttribute('content', head.robots);
  }
}

/** What a page leaves behind when it goes: the site's description, no canonical link, no robots rule. */
export function clearPageHead(doc: Document = document): void {
  headElement(doc, 'meta', 'meta[name="description"]', false)?.setAttribute('content', SITE_DESCRIPTION);
  headElement(doc, 'link', 'link[rel="canonical"]', false)?.remove();
  headElement(doc, 'meta', 'meta[name="robots"]', false)?.remove();
}
