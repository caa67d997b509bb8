import { describe, expect, it } from 'vitest';
import type { SitemapItem } from '#shared/blog.ts';
import { moveChanges, nextSortOrder } from '#web/features/sitemap-manager/lib/reorder.ts';

const item = (title: string, sortOrder: number): SitemapItem => ({
  id: title.toLowerCase(),
  title,
  slug: title.toLowerCase(),
  url: `/${title.toLowerCase()}`,
  description: '',
  parentId: null,
  childCount: 0,
  sortOrder,
  changeFrequency: 'monthly',
  priority: 0.5,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'admin',
  version: 1,
});

const summary = (changes: ReturnType<typeof moveChanges>) =>
  changes.map(({ item, sortOrder }) => [item.title, sortOrder]);

describe('moving a sitemap item among its siblings', () => {
  it('swaps the sort orders of two neighbours when every order is distinct', () => {
    const siblings = [item('Home', 1), item('Blog', 5), item('About', 9)];
    expect(summary(moveChanges(siblings, 1, -1))).toEqual([
      ['Blog', 1],
      ['Home', 5],
    ]);
    expect(summary(moveChanges(siblings, 1, 1))).toEqual([
      ['Blog', 9],
      ['About', 5],
    ]);
  });

  it('numbers the siblings 10, 20, 30… in the new order when orders are shared, saving only changed ones', () => {
    const siblings = [item('About', 0), item('Blog', 0), item('Home', 30)];
    expect(summary(moveChanges(siblings, 2, -1))).toEqual([
      ['About', 10],
      ['Home', 20],
      ['Blog', 30],
    ]);
    // B keeps its 10: only A is saved, and the order becomes B (10), A (20), C (30).
    expect(summary(moveChanges([item('A', 10), item('B', 10), item('C', 30)], 0, 1))).toEqual([['A', 20]]);
  });

  it('changes nothing past either end', () => {
    const siblings = [item('Home', 1), item('Blog', 2)];
    expect(moveChanges(siblings, 0, -1)).toEqual([]);
    expect(moveChanges(siblings, 1, 1)).toEqual([]);
  });

  it('places a new item after its siblings', () => {
    expect(nextSortOrder([])).toBe(10);
    expect(nextSortOrder([item('Home', 0), item('Blog', 40)])).toBe(50);
    expect(nextSortOrder([item('Last', 9995)])).toBe(9999);
  });
});
