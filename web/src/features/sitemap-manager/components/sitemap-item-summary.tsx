import type { SitemapItem } from '#shared/blog.ts';

/**
 * A sitemap item's text in the manager: its title, address, order and children, and a warning when
 * no page answers at its address (the list says so in `hasPage`), since /sitemap.xml leaves it out.
 */
export function SitemapItemSummary({ item }: { item: SitemapItem }) {
  return (
    <span className="sitemap-node__text">
      <span className="sitemap-node__title">{item.title}</span>
      <span className="sitemap-node__meta">
        <code>{item.url}</code> · order {item.sortOrder}
        {item.childCount > 0 && ` · ${item.childCount} ${item.childCount === 1 ? 'child' : 'children'}`}
      </span>
      {item.hasPage === false && (
        <span className="sitemap-node__warning">No page answers at this address; it is left out of sitemap.xml.</span>
      )}
    </span>
  );
}
