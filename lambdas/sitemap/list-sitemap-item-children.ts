import { listChildren, requireNode } from '../lib/blog/nodes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { SITEMAP_ITEM, sitemapPage } from './route-helpers';

/** `GET /api/sitemapitems/{id}/children`: the children of an existing item, in sort order. */
export const listSitemapItemChildren: RouteHandler = async ({ pathParameters, query }) => {
  const parent = await requireNode(SITEMAP_ITEM, pathParameters.id);
  const result = await listChildren(SITEMAP_ITEM, parent.nodeId, pageOptions(query));
  return sitemapPage(result.items, result.cursor);
};
