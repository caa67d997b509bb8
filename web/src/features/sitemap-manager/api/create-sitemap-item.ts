import type { SitemapItem } from '../../../../../shared/blog';
import type { SitemapItemInput } from '../../../../../shared/validation/blog';
import { apiClient } from '../../../shared/api/api-client';

/** `POST /sitemapitems` (admins) → 201 with the item; 400 with `errors` per field, `Slug exists` for a taken slug. */
export function createSitemapItem(input: SitemapItemInput): Promise<SitemapItem> {
  return apiClient.request<SitemapItem>('POST /sitemapitems', { body: input });
}
