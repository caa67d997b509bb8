/**
 * The site's generated XML documents: served at the site root (CloudFront and the dev server map
 * them to their API routes) and built from the sitemap items and the published posts.
 */
export const SITE_FEEDS = [
  { sitePath: '/sitemap.xml', apiPath: '/api/feeds/sitemap.xml' },
  { sitePath: '/rss.xml', apiPath: '/api/feeds/rss.xml' },
] as const;

export const RSS_ITEM_COUNT = 20;
/** At most this many sitemap items and posts each: far below the 50,000 URLs a sitemap may hold. */
export const SITEMAP_MAX_ENTRIES = 1000;
/** What one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
export const FEED_CACHE_SECONDS = 900;
