import type { SitemapItem } from '#shared/blog.ts';
import type { SitemapItemInput } from '#shared/validation/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `PUT /sitemapitems/{id}` (Admin) with the version it was read at → 200; 409 when saved in between. */
export function updateSitemapItem(id: string, input: SitemapItemInput): Promise<SitemapItem> {
  return apiClient.request('PUT /sitemapitems/{id}', { params: { id }, body: input });
}
