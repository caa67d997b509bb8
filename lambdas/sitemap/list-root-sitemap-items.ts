import { listChildren, ROOT_PARENT } from '../lib/blog/nodes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { SITEMAP_ITEM, sitemapPage } from './route-helpers';

/** `GET /api/sitemapitems/root`: the top-level items, in sort order. */
export const listRootSitemapItems: RouteHandler = async ({ query }) => {
  const result = await listChildren(SITEMAP_ITEM, ROOT_PARENT, pageOptions(query));
  return sitemapPage(result.items, result.cursor);
};
