import { beforeAll, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as feedsHandler } from '#lambdas/feeds/handler.ts';
import { handler as sitemapHandler } from '#lambdas/sitemap/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

const SITE = 'http://localhost:5173';

beforeAll(async () => {
  const admin = await signedInAs('Admin');
  const write = (handler: typeof blogHandler, path: string, body: Record<string, unknown>) =>
    invoke(handler, 'POST', path, { headers: admin.headers, body });
  await write(sitemapHandler, '/api/sitemapitems', {
    title: 'Blog',
    url: '/posts',
    priority: 0.9,
    changeFrequency: 'daily',
  });
  await write(sitemapHandler, '/api/sitemapitems', { title: 'Elsewhere', url: 'https://example.org/page' });
  // Addresses where no page answers: they stay in the manager, with a warning, and out of sitemap.xml.
  const root = (await write(sitemapHandler, '/api/sitemapitems', { title: 'Root', url: '/root' })).json;
  await write(sitemapHandler, '/api/sitemapitems', { title: 'Child', url: '/root/child', parentId: root.id });
  await write(sitemapHandler, '/api/sitemapitems', { title: 'Walk nowhere', url: '/walk-nowhere' });
  await write(sitemapHandler, '/api/sitemapitems', { title: 'Draft post', url: '/posts/unfinished' });
  await write(sitemapHandler, '/api/sitemapitems', { title: 'No document', url: '/tech-docs/no-such-document' });
  // Addresses that answer: a screen of the SPA, and a published post written with a trailing slash.
  await write(sitemapHandler, '/api/sitemapitems', { title: 'Sign in', url: '/login', priority: 0.2 });
  await write(sitemapHandler, '/api/sitemapitems', { title: 'Feed', url: '/rss.xml' });
  await write(sitemapHandler, '/api/sitemapitems', { title: 'The fish post', url: '/posts/fish-chips/' });
  const tag = (await write(blogHandler, '/api/tags', { name: 'AWS & friends' })).json;
  await write(blogHandler, '/api/posts', {
    title: 'Fish & <chips>',
    summary: 'Escaped "properly"',
    body: 'Body',
    status: 'published',
    tagIds: [tag.id],
  });
  await write(blogHandler, '/api/posts', { title: 'Unfinished', body: 'Draft body', status: 'draft' });
});

describe('feeds', () => {
  it('/sitemap.xml lists the sitemap items on this site and every rendered public page, and no draft', async () => {
    const answer = await invoke(feedsHandler, 'GET', '/api/feeds/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = answer.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${SITE}/posts</loc>`);
    expect(xml).toContain('<changefreq>daily</changefreq><priority>0.9</priority>');
    expect(xml).toContain(`<loc>${SITE}/posts/fish-chips</loc>`);
    expect(xml).not.toContain('example.org');
    expect(xml).not.toContain('unfinished');
    // The rendered pages (lib/render/all-pages.ts), each with when it last changed.
    expect(xml).toMatch(new RegExp(`<loc>${SITE}/posts/fish-chips</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).toContain(`<loc>${SITE}/tags/aws-friends</loc>`);
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/stacks</loc>`);
    // Rendered, but a form whose results are found in the browser: not for crawlers.
    expect(xml).not.toContain(`<loc>${SITE}/search</loc>`);
    expect(xml).toContain(`<loc>${SITE}/tech-docs</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${SITE}/tech-docs/[^<]+</loc><lastmod>`));
    expect(xml.match(new RegExp(`<loc>${SITE}/posts</loc>`, 'g'))).toHaveLength(1);
    // The projects list and the project write-ups collection are one page at /projects.
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.filter((location, index) => locations.indexOf(location) !== index)).toEqual([]);
    expect(locations).toContain(`${SITE}/projects`);
  });

  it('/sitemap.xml leaves out the sitemap items whose address no page answers', async () => {
    const xml = (await invoke(feedsHandler, 'GET', '/api/feeds/sitemap.xml')).body;
    for (const path of ['/root', '/root/child', '/walk-nowhere', '/posts/unfinished', '/tech-docs/no-such-document']) {
      expect(xml).not.toContain(`<loc>${SITE}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${SITE}/login</loc>`);
    expect(xml).toContain(`<loc>${SITE}/rss.xml</loc>`);
    // At its one spelling, once: the item's entry (with its priority) stands for the rendered page.
    expect(xml).not.toContain(`<loc>${SITE}/posts/fish-chips/</loc>`);
    expect(xml.match(new RegExp(`<loc>${SITE}/posts/fish-chips</loc>`, 'g'))).toHaveLength(1);
  });

  it('the sitemap items say whether a page answers at their address, for the manager', async () => {
    type Listed = { items: Array<{ title: string; url: string; hasPage?: boolean | null }> };
    const top = (await invoke(sitemapHandler, 'GET', '/api/sitemapitems/root?limit=100')).json as Listed;
    const pageOf = (items: Listed['items']) => Object.fromEntries(items.map((item) => [item.title, item.hasPage]));
    expect(pageOf(top.items)).toEqual({
      Blog: true,
      Elsewhere: null,
      Root: false,
      'Walk nowhere': false,
      'Draft post': false,
      'No document': false,
      'Sign in': true,
      Feed: true,
      'The fish post': true,
    });
    const all = (await invoke(sitemapHandler, 'GET', '/api/sitemapitems?limit=100')).json as Listed;
    expect(pageOf(all.items)).toMatchObject({ Child: false, Root: false, Blog: true });
  });

  it('/rss.xml carries the published posts, escaped, with their terms as categories', async () => {
    const answer = await invoke(feedsHandler, 'GET', '/api/feeds/rss.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = answer.body;
    expect(xml).toContain('<title>Fish &amp; &lt;chips&gt;</title>');
    expect(xml).toContain('<description>Escaped &quot;properly&quot;</description>');
    expect(xml).toContain('<category>AWS &amp; friends</category>');
    expect(xml).toContain(`<guid isPermaLink="true">${SITE}/posts/fish-chips</guid>`);
    expect(xml).not.toContain('Unfinished');
  });
});
