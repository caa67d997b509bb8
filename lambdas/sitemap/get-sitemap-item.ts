import { requireNode } from '../lib/blog/nodes';
import { toSitemapItem } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { SITEMAP_ITEM } from './route-helpers';

/** `GET /api/sitemapitems/{id}`. */
export const getSitemapItem: RouteHandler = async ({ pathParameters }) =>
  ok(toSitemapItem(await requireNode(SITEMAP_ITEM, pathParameters.id)));
