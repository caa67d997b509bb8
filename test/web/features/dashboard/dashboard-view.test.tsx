import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DashboardKindSummary, DashboardSummary } from '#shared/dashboard.ts';
import { dashboardLinks } from '#web/app/manage-links.ts';
import {
  breakdownText,
  type DashboardLinks,
  DashboardView,
} from '#web/features/dashboard/components/dashboard-view.tsx';

const none = (itemsOrder: DashboardKindSummary['itemsOrder'] = 'name'): DashboardKindSummary => ({
  count: 0,
  breakdown: {},
  items: [],
  itemsOrder,
});

const summary: DashboardSummary = {
  generatedAt: '2026-03-01T10:00:00.000Z',
  kinds: {
    users: {
      count: 12,
      breakdown: { deleted: 1 },
      items: [{ id: 'u1', label: 'Ada Lovelace', detail: 'ada@example.com', createdAt: '2026-03-01T09:00:00.000Z' }],
      itemsOrder: 'newest',
    },
    posts: {
      count: 3,
      breakdown: { published: 1, draft: 2 },
      items: [{ id: 'p1', label: 'Hello', detail: 'Draft', createdAt: '2026-03-01T09:00:00.000Z' }],
      itemsOrder: 'newest',
    },
    topics: none(),
    tags: {
      count: 7,
      breakdown: {},
      items: [{ id: 't1', label: 'aws', createdAt: '2026-03-01T09:00:00.000Z' }],
      itemsOrder: 'name',
    },
    categories: none(),
    sitemapItems: none('sitemap'),
    projects: {
      count: 2,
      breakdown: { public: 1, private: 1 },
      items: [{ id: 'j1', label: 'Rewrite', detail: 'Private', createdAt: '2026-03-01T09:00:00.000Z' }],
      itemsOrder: 'newest',
    },
  },
};

const render = (links: DashboardLinks = dashboardLinks) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(DashboardView, { summary, links })));

/** The text of one kind's card, tags dropped and whitespace folded. */
function cardText(html: string, kind: string): string {
  const card = new RegExp(`<section[^>]*data-kind="${kind}"[^>]*>(.*?)</section>`).exec(html)?.[1] ?? '';
  return card
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the dashboard', () => {
  it('shows each kind’s count with its parts and its first items', () => {
    const html = render();
    expect(cardText(html, 'users')).toBe(
      'Users 12 users 1 deleted Create user All users Newest Ada Lovelace ada@example.com Edit',
    );
    expect(cardText(html, 'posts')).toBe(
      'Posts 3 posts 1 published · 2 drafts Create post All posts Newest Hello Draft Edit Delete',
    );
    expect(cardText(html, 'tags')).toBe('Tags 7 tags Add tag First by name aws Edit Delete');
    expect(cardText(html, 'sitemapItems')).toBe(
      'Sitemap items 0 sitemap items Add sitemap item Manage sitemap First in sitemap order None yet.',
    );
    expect(cardText(html, 'projects')).toContain('Projects 2 projects 1 public · 1 private');
  });

  it('links to the form routes of each kind', () => {
    const html = render();
    for (const href of [
      '/tags/add',
      '/tags/edit/t1',
      '/tags/delete/t1',
      '/categories/add',
      '/topics/add',
      '/posts/create',
      '/posts/edit/p1',
      '/posts/delete/p1',
      '/sitemap-items/add',
      '/manage-sitemap-content',
      '/users/create',
      '/users/view/u1',
      '/users/edit/u1',
      '/projects/add',
      '/projects/j1',
      '/projects/edit/j1',
      '/projects/del/j1',
    ]) {
      expect(html, href).toContain(`href="${href}"`);
    }
    expect(html).toContain('aria-label="Delete Hello"');
  });

  it('leads from the posts card to the editor area’s list, each status’s number to the posts of that status', () => {
    const html = render();
    expect(html).toMatch(/<a[^>]*href="\/editor\/posts"[^>]*>All posts<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/editor\/posts\?status=draft"[^>]*>2 drafts<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/editor\/posts\?status=published"[^>]*>1 published<\/a>/);
    expect(cardText(html, 'projects')).toContain('1 public · 1 private');
    expect(html).not.toContain('href="/projects?');
  });

  it('words the parts of a count', () => {
    expect(breakdownText({ published: 1, draft: 1 })).toBe('1 published · 1 draft');
    expect(breakdownText({ draft: 0 })).toBe('0 drafts');
    expect(breakdownText({})).toBe('');
  });
});
