import type { SitemapItem } from '../../../../../shared/blog';
import type { SitemapItemInput } from '../../../../../shared/validation/blog';
import { apiClient } from '../../../shared/api/api-client';

/**
 * `PUT /sitemapitems/{id}` (admins) with the `version` it was read at → 200 with the item; what
 * the body leaves out keeps its value. 409 when someone changed it in between.
 */
export function updateSitemapItem(id: string, input: SitemapItemInput & { version: number }): Promise<SitemapItem> {
  return apiClient.request<SitemapItem>('PUT /sitemapitems/{id}', { params: { id }, body: input });
}
