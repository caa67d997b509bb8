import type { SitemapItem } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `PUT /sitemapitems/{id}` (admins) with the `version` it was read at → 200 with the item; what
 * the body leaves out keeps its value. 409 when someone changed it in between.
 */
export function updateSitemapItem(
  id: string,
  input: RouteBody<'PUT /sitemapitems/{id}'> & { version: number },
): Promise<SitemapItem> {
  return apiClient.request('PUT /sitemapitems/{id}', { params: { id }, body: input });
}
