import { SITEMAP_ITEM_NOT_FOUND } from '#shared/blog.ts';
import { findNodeBySlug } from '../lib/blog/nodes';
import { toSitemapItem } from '../lib/blog/views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { SITEMAP_ITEM } from './route-helpers';

/** `GET /api/sitemapitems/slug/{slug}`. */
export const getSitemapItemBySlug: RouteHandler = async ({ pathParameters }) => {
  const node = await findNodeBySlug(SITEMAP_ITEM, pathParameters.slug);
  if (!node) throw new NotFoundError(SITEMAP_ITEM_NOT_FOUND);
  return ok(toSitemapItem(node));
};
