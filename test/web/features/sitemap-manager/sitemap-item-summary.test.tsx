import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SitemapItem } from '#shared/blog.ts';
import { SitemapItemSummary } from '#web/features/sitemap-manager/components/sitemap-item-summary.tsx';

const item = (url: string, hasPage: boolean | null | undefined): SitemapItem => ({
  id: 'item-1',
  title: 'Root',
  slug: 'root',
  url,
  description: '',
  parentId: null,
  childCount: 2,
  sortOrder: 3,
  changeFrequency: 'monthly',
  priority: 0.5,
  hasPage,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  createdBy: 'admin-1',
  updatedBy: 'admin-1',
  version: 1,
});

const WARNING = 'No page answers at this address; it is left out of sitemap.xml.';
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('a sitemap item in the manager', () => {
  it('shows its title, address, order and children', () => {
    expect(text(renderToStaticMarkup(<SitemapItemSummary item={item('/posts', true)} />))).toBe(
      'Root/posts · order 3 · 2 children',
    );
  });

  it('warns when no page answers at its address, and only then', () => {
    const html = renderToStaticMarkup(<SitemapItemSummary item={item('/walk-nowhere', false)} />);
    expect(text(html)).toContain(WARNING);
    expect(html).toMatch(/class="sitemap-node__warning"/);
    for (const hasPage of [true, null, undefined]) {
      expect(renderToStaticMarkup(<SitemapItemSummary item={item('https://example.org/', hasPage)} />)).not.toContain(
        WARNING,
      );
    }
  });
});
