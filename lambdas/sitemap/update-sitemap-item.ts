import { updateNode } from '../lib/blog/nodes';
import { toSitemapItem } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { SITEMAP_ITEM, sitemapChangesOf } from './route-helpers';

/** `PUT /api/sitemapitems/{id}` (admins): a field left out keeps its current value. */
export const updateSitemapItem: RouteHandler = async (request) => {
  const { changes, version } = sitemapChangesOf(request);
  return ok(
    toSitemapItem(await updateNode(SITEMAP_ITEM, request.pathParameters.id, changes, actorOf(request), version)),
  );
};
