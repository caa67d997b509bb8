import { FEED_CACHE_SECONDS, SITEMAP_MAX_ENTRIES } from '#shared/feeds.ts';
import { listNodes } from '../lib/blog/nodes';
import { listPostsByStatus } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { readUpTo } from './read-all';
import { escapeXml, siteUrlOf } from './site-url';

/** A sitemap may list only pages of its own host: site paths and absolute URLs on the site. */
function onSite(url: string, siteUrl: string): string | undefined {
  if (url.startsWith('/')) return `${siteUrl}${url}`;
  return url.startsWith(`${siteUrl}/`) || url === siteUrl ? url : undefined;
}

/** `GET /sitemap.xml` (sitemaps.org 0.9): every sitemap item on this site, then every published post. */
export const sitemapXml: RouteHandler = async ({ event }) => {
  const siteUrl = siteUrlOf(event);
  const [items, posts] = await Promise.all([
    readUpTo(SITEMAP_MAX_ENTRIES, (page) => listNodes('sitemapItem', page)),
    readUpTo(SITEMAP_MAX_ENTRIES, (page) => listPostsByStatus('published', page)),
  ]);
  const entries = [
    ...items.flatMap((item) => {
      const loc = item.url ? onSite(item.url, siteUrl) : undefined;
      return loc ? [{ loc, lastmod: item.updatedAt, changefreq: item.changeFrequency, priority: item.priority }] : [];
    }),
    ...posts.map((post) => ({
      loc: `${siteUrl}/posts/${post.slug}`,
      lastmod: post.updatedAt,
      changefreq: 'monthly',
      priority: 0.6,
    })),
  ];
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` +
        `${entry.changefreq ? `<changefreq>${entry.changefreq}</changefreq>` : ''}` +
        `${entry.priority !== undefined ? `<priority>${entry.priority.toFixed(1)}</priority>` : ''}</url>`,
    );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': `public, max-age=${FEED_CACHE_SECONDS}`,
    },
    body,
  };
};
