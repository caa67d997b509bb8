import type { SitemapItem } from '#shared/blog.ts';

/** The highest sort order the API accepts. */
const MAX_SORT_ORDER = 9999;

export interface SortOrderChange {
  item: SitemapItem;
  sortOrder: number;
}

/**
 * The sort-order changes that move one item up (-1) or down (+1) among its siblings, which are
 * listed by sort order, then title. Distinct sort orders: the two items swap theirs (two saves).
 * Shared ones (items added without an order are all 0, ordered by title): swapping would change
 * nothing, so the siblings are numbered 10, 20, 30… in the new order, saving only those that change.
 */
export function moveChanges(siblings: readonly SitemapItem[], index: number, direction: -1 | 1): SortOrderChange[] {
  const moved = siblings[index];
  const other = siblings[index + direction];
  if (!moved || !other) return [];
  const orders = new Set(siblings.map((item) => item.sortOrder));
  if (orders.size === siblings.length) {
    return [
      { item: moved, sortOrder: other.sortOrder },
      { item: other, sortOrder: moved.sortOrder },
    ];
  }
  const reordered = [...siblings];
  reordered[index] = other;
  reordered[index + direction] = moved;
  const step = reordered.length * 10 <= MAX_SORT_ORDER ? 10 : 1;
  return reordered.flatMap((item, position) => {
    const sortOrder = (position + 1) * step;
    return item.sortOrder === sortOrder ? [] : [{ item, sortOrder }];
  });
}

/** A new child goes after its siblings. */
export function nextSortOrder(siblings: readonly SitemapItem[]): number {
  const last = Math.max(0, ...siblings.map((item) => item.sortOrder));
  return Math.min(MAX_SORT_ORDER, siblings.length === 0 ? 10 : last + 10);
}
