import type { SitemapItem } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `PUT /sitemapitems/{id}` (Admin) with the version it was read at → 200; 409 when saved in between. */
export function updateSitemapItem(id: string, input: RouteBody<'PUT /sitemapitems/{id}'>): Promise<SitemapItem> {
  return apiClient.request('PUT /sitemapitems/{id}', { params: { id }, body: input });
}
