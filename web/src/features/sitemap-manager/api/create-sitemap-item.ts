import type { SitemapItem } from '#shared/blog.ts';
import type { SitemapItemInput } from '#shared/validation/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /sitemapitems` (admins) → 201 with the item; 400 with `errors` per field, `Slug exists` for a taken slug. */
export function createSitemapItem(input: SitemapItemInput): Promise<SitemapItem> {
  return apiClient.request('POST /sitemapitems', { body: input });
}
