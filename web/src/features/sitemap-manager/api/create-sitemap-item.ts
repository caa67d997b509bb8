import type { SitemapItem } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /sitemapitems` (admins) → 201 with the item; 400 with `errors` per field, `Slug exists` for a taken slug. */
export function createSitemapItem(input: RouteBody<'POST /sitemapitems'>): Promise<SitemapItem> {
  return apiClient.request('POST /sitemapitems', { body: input });
}
