import type { SitemapItem } from '../../../../../shared/blog';
import type { SitemapItemInput } from '../../../../../shared/validation/blog';
import { apiClient } from '../../../shared/api/api-client';

/** `PUT /sitemapitems/{id}` (Admin) with the version it was read at → 200; 409 when saved in between. */
export function updateSitemapItem(id: string, input: SitemapItemInput): Promise<SitemapItem> {
  return apiClient.request<SitemapItem>('PUT /sitemapitems/{id}', { params: { id }, body: input });
}
