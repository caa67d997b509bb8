import { describe, expect, it } from 'vitest';
import { seedBlog } from '#infra/local/seed/blog-seed.ts';
import { seedDemoAccounts } from '#infra/local/seed/demo-accounts.ts';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { migrateEmailUserNames } from '#lambdas/lib/accounts/user-names.ts';
import { migratePosts } from '#lambdas/lib/blog/post-migration.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { handler as sitemapHandler } from '#lambdas/sitemap/handler.ts';
import { invoke } from '../../support/invoke';

describe('the blog seed of npm start', () => {
  it('fills every blog screen once, through the API rules, and does nothing the second time', async () => {
    process.env.DEMO_ACCOUNTS = 'true';
    await seedDemoAccounts();
    expect(await seedBlog()).toBe('blog: 4 topics, 5 tags, 2 categories, 4 posts, 9 sitemap items, 3 projects');
    expect(await seedBlog()).toBe('blog: already seeded');

    const published = await invoke(blogHandler, 'GET', '/api/posts/published');
    expect(published.json.items).toHaveLength(3);
    expect(published.json.items[0].topic).toMatchObject({ name: 'Front end' });
    const cloud = await invoke(blogHandler, 'GET', '/api/topics/slug/cloud');
    expect(cloud.json.childCount).toBe(2);
    const root = await invoke(sitemapHandler, 'GET', '/api/sitemapitems/root');
    expect(root.json.items.map((item: { title: string }) => item.title)).toEqual([
      'Home',
      'Blog',
      'Documentation',
      'Projects',
      'About',
      'Contact',
      'Legal',
    ]);
    const projects = await invoke(projectsHandler, 'GET', '/api/projects');
    expect(projects.json.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Portfolio site',
      'commit-scribe',
    ]);
  });

  it('is in the current form, so npm start needs neither migration', async () => {
    expect(await migratePosts()).toEqual({ checked: 4, migrated: 0, failed: [] });
    const userNames = await migrateEmailUserNames();
    expect(userNames.checked).toBeGreaterThan(0);
    expect(userNames.migrated).toBe(0);
  });
});
