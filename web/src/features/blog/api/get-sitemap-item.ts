import type { SitemapItem } from '../../../../../shared/blog';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

export function sitemapItemKey(id: string): string {
  return apiPath('GET /sitemapitems/{id}', { id });
}

/** `GET /sitemapitems/{id}` → the item; 404 `Sitemap item not found`. */
export function fetchSitemapItem(id: string): Promise<SitemapItem> {
  return apiClient.request<SitemapItem>('GET /sitemapitems/{id}', { params: { id } });
}

export function useSitemapItem(id: string | undefined) {
  return useSWR(id ? sitemapItemKey(id) : null, () => fetchSitemapItem(id ?? ''), { revalidateOnFocus: false });
}
