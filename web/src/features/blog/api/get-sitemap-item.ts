import type { SitemapItem } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

function sitemapItemKey(id: string): string {
  return apiPath('GET /sitemapitems/{id}', { id });
}

/** `GET /sitemapitems/{id}` → the item; 404 `Sitemap item not found`. */
function fetchSitemapItem(id: string): Promise<SitemapItem> {
  return apiClient.request('GET /sitemapitems/{id}', { params: { id } });
}

export function useSitemapItem(id: string | undefined) {
  return useSWR(id ? sitemapItemKey(id) : null, () => fetchSitemapItem(id ?? ''), { revalidateOnFocus: false });
}
