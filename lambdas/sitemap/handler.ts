import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { createSitemapItem } from './create-sitemap-item';
import { deleteSitemapItem } from './delete-sitemap-item';
import { getSitemapItem } from './get-sitemap-item';
import { getSitemapItemBySlug } from './get-sitemap-item-by-slug';
import { listRootSitemapItems } from './list-root-sitemap-items';
import { listSitemapItemChildren } from './list-sitemap-item-children';
import { listSitemapItems } from './list-sitemap-items';
import { updateSitemapItem } from './update-sitemap-item';

/** Sitemap items: anyone reads, admins write. */
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
