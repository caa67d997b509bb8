import { createNode } from '../lib/blog/nodes';
import { toSitemapItem } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf, derivedSlug } from '../lib/http/request-fields';
import { created } from '../lib/http/response';
import { SITEMAP_ITEM, sitemapChangesOf } from './route-helpers';

/** `POST /api/sitemapitems` (admins); a slug left out is derived from the title. */
export const createSitemapItem: RouteHandler = async (request) => {
  const { changes } = sitemapChangesOf(request);
  const slug = changes.slug ?? derivedSlug(changes.name);
  return created(
    toSitemapItem(await createNode(SITEMAP_ITEM, { ...changes, slug }, actorOf(request), request.createId)),
  );
};
