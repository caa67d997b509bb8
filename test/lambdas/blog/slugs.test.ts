import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { handler as feedsHandler } from '#lambdas/feeds/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let editor: Awaited<ReturnType<typeof signedInAs>>;

const post = (overrides: Record<string, unknown> = {}) => ({
  summary: 'A post in another script',
  body: 'Text.',
  status: 'published',
  ...overrides,
});

const createPost = (body: Record<string, unknown>) =>
  invoke(handler, 'POST', '/api/posts', { headers: editor.headers, body });

beforeAll(async () => {
  editor = await signedInAs('Editor');
});

describe('slugs in any script', () => {
  it('derives an Arabic post slug from its title, finds the post by it, and lists it encoded in the feeds', async () => {
    const title = 'مقالة عن الحوسبة بدون خادم';
    const created = await createPost(post({ title }));
    expect(created.statusCode).toBe(201);
    expect(created.json.slug).toBe('مقالة-عن-الحوسبة-بدون-خادم');
    const bySlug = await invoke(handler, 'GET', `/api/posts/slug/${encodeURIComponent(created.json.slug)}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json.id).toBe(created.json.id);

    const again = await createPost(post({ title }));
    expect(again.statusCode).toBe(400);
    expect(again.json.message).toBe('Slug exists');

    const url = `/posts/${encodeURIComponent(created.json.slug)}`;
    const rss = await invoke(feedsHandler, 'GET', '/api/feeds/rss.xml');
    expect(rss.body).toContain(`${url}</link>`);
    const sitemap = await invoke(feedsHandler, 'GET', '/api/feeds/sitemap.xml');
    expect(sitemap.body).toContain(`${url}</loc>`);
  });

  it('transliterates Latin with accents and Cyrillic, and keeps Japanese letters, for topics, tags and categories', async () => {
    const make = (path: string, name: string) =>
      invoke(handler, 'POST', path, { headers: editor.headers, body: { name } });
    const [topic, tag, category] = await Promise.all([
      make('/api/topics', `Ünïcödé Straße ${process.pid}`),
      make('/api/tags', `Бессерверные ${process.pid}`),
      make('/api/categories', `サーバーレス ${process.pid}`),
    ]);
    expect(topic.json.slug).toBe(`unicode-strasse-${process.pid}`);
    expect(tag.json.slug).toBe(`besservernye-${process.pid}`);
    expect(category.json.slug).toBe(`サーバーレス-${process.pid}`);
    const byTagSlug = await invoke(handler, 'GET', `/api/tags/slug/besservernye-${process.pid}`);
    expect(byTagSlug.json.id).toBe(tag.json.id);
    const byCategorySlug = await invoke(
      handler,
      'GET',
      `/api/categories/slug/${encodeURIComponent(category.json.slug)}`,
    );
    expect(byCategorySlug.json.id).toBe(category.json.id);
  });

  it('accepts a Unicode slug that was sent, in NFC, and still needs one for a title of no letters', async () => {
    const sent = await createPost(post({ title: 'Sent slug', slug: `cafe\u0301-${process.pid}` }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json.slug).toBe(`café-${process.pid}`);
    const none = await createPost(post({ title: '!!!' }));
    expect(none.statusCode).toBe(400);
    expect(none.json.errors).toEqual([expect.objectContaining({ field: 'slug' })]);
  });
});
