import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import {
  createSitemapItem,
  deleteSitemapItem,
  getSitemapItem,
  getSitemapItemBySlug,
  listRootSitemapItems,
  listSitemapItemChildren,
  listSitemapItems,
  updateSitemapItem,
} from './sitemap-routes';

/** Sitemap items (spec §7 Blog): anyone reads, admins write. */
export const group = createEndpointGroup(
  'sitemap',
  {
    'GET /sitemapitems': listSitemapItems,
    'GET /sitemapitems/root': listRootSitemapItems,
    'GET /sitemapitems/{id}': getSitemapItem,
    'GET /sitemapitems/slug/{slug}': getSitemapItemBySlug,
    'GET /sitemapitems/{id}/children': listSitemapItemChildren,
    'POST /sitemapitems': createSitemapItem,
    'PUT /sitemapitems/{id}': updateSitemapItem,
    'DELETE /sitemapitems/{id}': deleteSitemapItem,
  },
  { authenticate },
);

export const handler = group.handler;
