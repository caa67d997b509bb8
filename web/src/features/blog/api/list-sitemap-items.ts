import type { SitemapItem } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { fetchAllPages } from './fetch-all-pages';

const allSitemapItemsKey = [apiPath('GET /sitemapitems'), 'all'] as const;

/** `GET /sitemapitems`, every page → all sitemap items (for the parent select). */
function fetchAllSitemapItems(): Promise<SitemapItem[]> {
  return fetchAllPages((query) => apiClient.request('GET /sitemapitems', { query }));
}

export function useAllSitemapItems() {
  return useSWR(allSitemapItemsKey, fetchAllSitemapItems, { revalidateOnFocus: false });
}
