import { listNodes } from '../lib/blog/nodes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { SITEMAP_ITEM, sitemapPage } from './route-helpers';

/** `GET /api/sitemapitems`: every item, a page at a time. */
export const listSitemapItems: RouteHandler = async ({ query }) => {
  const result = await listNodes(SITEMAP_ITEM, pageOptions(query));
  return sitemapPage(result.items, result.cursor);
};
