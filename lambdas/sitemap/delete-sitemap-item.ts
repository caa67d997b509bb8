import { softDeleteNode } from '../lib/blog/nodes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';
import { SITEMAP_ITEM } from './route-helpers';

/** `DELETE /api/sitemapitems/{id}` (admins): soft delete. */
export const deleteSitemapItem: RouteHandler = async (request) => {
  await softDeleteNode(SITEMAP_ITEM, request.pathParameters.id, actorOf(request));
  return noContent();
};
