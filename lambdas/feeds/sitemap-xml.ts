import { SITEMAP_MAX_ENTRIES, SITEMAP_MAX_URLS } from '#shared/feeds.ts';
import { UNLISTED_PAGE_PATHS } from '#shared/rendered-pages.ts';
import { sitePathUrl } from '#shared/site.ts';
import { listNodes } from '../lib/blog/nodes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { readUpTo } from '../lib/page-request';
import { publicPageEntries } from '../lib/render/all-pages';
import { pageAnswersAt, sitePathOf } from '../lib/render/page-addresses';
import { escapeXml, feedResponse, siteUrlOf } from './route-helpers';

/**
 * `GET /sitemap.xml` (sitemaps.org 0.9): every sitemap item whose address is a page of this site
 * that answers 200 (lib/render/page-addresses.ts), at that page's one spelling, with the admin's
 * change frequency and priority; then every rendered public page (lib/render/all-pages.ts: the
 * fixed pages, posts, projects, topics, tags and the six collections) with when what it shows last
 * changed.
 */
export const sitemapXml: RouteHandler = async ({ event }) => {
  const siteUrl = siteUrlOf(event);
  const [items, pages] = await Promise.all([
    readUpTo(SITEMAP_MAX_ENTRIES, (page) => listNodes('sitemapItem', page)),
    publicPageEntries(),
  ]);
  const renderedPaths = new Set(pages.map((page) => page.path));
  const entries: Array<{ loc: string; lastmod?: string; changefreq?: string; priority?: number }> = [
    ...items.flatMap((item) => {
      const path = item.url ? sitePathOf(item.url, siteUrl) : undefined;
      if (path === undefined || !pageAnswersAt(path, renderedPaths)) return [];
      const loc = `${siteUrl}${path}`;
      return [{ loc, lastmod: item.updatedAt, changefreq: item.changeFrequency, priority: item.priority }];
    }),
    ...pages
      .filter((page) => !UNLISTED_PAGE_PATHS.includes(page.path))
      .map((page) => ({
        loc: sitePathUrl(siteUrl, page.path),
        lastmod: page.lastmod,
      })),
  ];
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
    .slice(0, SITEMAP_MAX_URLS)
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : ''}` +
        `${entry.changefreq ? `<changefreq>${entry.changefreq}</changefreq>` : ''}` +
        `${entry.priority !== undefined ? `<priority>${entry.priority.toFixed(1)}</priority>` : ''}</url>`,
    );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return feedResponse('application/xml', body);
};
