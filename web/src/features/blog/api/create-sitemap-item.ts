import type { SitemapItem } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /sitemapitems` (Admin) → 201 with the item; 400 `Slug exists`. */
export function createSitemapItem(input: RouteBody<'POST /sitemapitems'>): Promise<SitemapItem> {
  return apiClient.request('POST /sitemapitems', { body: input });
}
