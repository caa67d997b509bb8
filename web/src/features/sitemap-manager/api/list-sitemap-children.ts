import type { Page } from '#shared/accounts.ts';
import type { SitemapItem } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** The most the API lists per page. */
const PAGE_SIZE = 100;

/** The cache key of one level of the tree: the top level, or one item's children. */
function sitemapChildrenKey(parentId: string | null): string {
  return parentId === null
    ? apiPath('GET /sitemapitems/root')
    : apiPath('GET /sitemapitems/{id}/children', { id: parentId });
}

/**
 * `GET /sitemapitems/root` or `GET /sitemapitems/{id}/children`, every page (`{ items, cursor }`),
 * in sitemap order: sort order, then title. 404 `Sitemap item not found` for an unknown parent.
 */
async function fetchSitemapChildren(parentId: string | null): Promise<SitemapItem[]> {
  const items: SitemapItem[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string | number | undefined> = { limit: PAGE_SIZE, cursor: cursor ?? undefined };
    const page: Page<SitemapItem> =
      parentId === null
        ? await apiClient.request('GET /sitemapitems/root', { query })
        : await apiClient.request('GET /sitemapitems/{id}/children', {
            params: { id: parentId },
            query,
          });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** One level of the tree, read only once it is shown (a collapsed item's children are not fetched). */
export function useSitemapChildren(parentId: string | null, shown = true) {
  return useSWR(shown ? sitemapChildrenKey(parentId) : null, () => fetchSitemapChildren(parentId));
}
