import { SITE_NAME, sitePathUrl } from '#shared/site.ts';

export { SITE_NAME };

/**
 * The site's description: web/index.html carries it for the first paint, and a page without a
 * description of its own shows it (test/web/shared/lib/site.test.ts keeps the two equal).
 */
export const SITE_DESCRIPTION =
  'A personal and educational site: project write-ups, a blog and technical documentation.';

const TITLE_SEPARATOR = ' · ';

/** `Portfolio · Home`; the brand alone when the page has no title. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${SITE_NAME}${TITLE_SEPARATOR}${pageTitle}` : SITE_NAME;
}

/**
 * The canonical address of a page: the site's origin and the path, without trailing slash
 * (`/tech-docs/` is the same page as `/tech-docs`), each segment percent-encoded once
 * (`/posts/مقالة` → `/posts/%D9%85…`).
 */
export function canonicalUrl(siteOrigin: string, pathname: string): string {
  return sitePathUrl(siteOrigin, pathname);
}

/**
 * robots.txt: everything may be crawled. The Sitemap line needs an absolute URL, so it is there only
 * when the build knows the site's origin (`VITE_SITE_URL`, the CDK `siteUrl` context).
 */
export function robotsTxt(siteOrigin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (siteOrigin) lines.push('', `Sitemap: ${canonicalUrl(siteOrigin, '/sitemap.xml')}`);
  return `${lines.join('\n')}\n`;
}
