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

describe("a published post's old slugs", () => {
  const put = (id: string, body: Record<string, unknown>) =>
    invoke(handler, 'PUT', `/api/posts/${id}`, { headers: editor.headers, body });

  it('answer 301 with the current address, through every rename; a draft leaves none', async () => {
    const first = `moving-post-${process.pid}`;
    const created = (await createPost(post({ title: 'Moving post', slug: first }))).json;
    const second = `${first}-renamed`;
    const third = `${first}-مرة-أخرى`;
    expect((await put(created.id, post({ title: 'Moving post', slug: second }))).statusCode).toBe(200);
    expect((await put(created.id, post({ title: 'Moving post', slug: third }))).statusCode).toBe(200);

    for (const old of [first, second]) {
      const moved = await invoke(handler, 'GET', `/api/posts/slug/${old}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`/api/posts/slug/${encodeURIComponent(third)}`);
      expect(moved.json).toEqual({ message: 'This post has moved', slug: third });
    }
    expect((await invoke(handler, 'GET', `/api/posts/slug/${encodeURIComponent(third)}`)).json.id).toBe(created.id);

    const draft = (await createPost(post({ title: 'Draft mover', status: 'draft', slug: `draft-${first}` }))).json;
    await put(draft.id, post({ title: 'Draft mover', status: 'draft', slug: `draft-${first}-2` }));
    expect((await invoke(handler, 'GET', `/api/posts/slug/draft-${first}`)).statusCode).toBe(404);
  });

  it('stop redirecting once a new post takes the old slug (the new post wins), and a deleted post leaves none', async () => {
    const old = `taken-over-${process.pid}`;
    const moving = (await createPost(post({ title: 'Taken over', slug: old }))).json;
    expect((await put(moving.id, post({ title: 'Taken over', slug: `${old}-moved` }))).statusCode).toBe(200);
    expect((await invoke(handler, 'GET', `/api/posts/slug/${old}`)).statusCode).toBe(301);

    const newcomer = await createPost(post({ title: 'Newcomer', slug: old }));
    expect(newcomer.statusCode).toBe(201);
    const answer = await invoke(handler, 'GET', `/api/posts/slug/${old}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.id).toBe(newcomer.json.id);

    const admin = await signedInAs('Admin');
    const gone = `gone-${process.pid}`;
    const deleted = (await createPost(post({ title: 'Gone', slug: gone }))).json;
    await put(deleted.id, post({ title: 'Gone', slug: `${gone}-2` }));
    await invoke(handler, 'DELETE', `/api/posts/${deleted.id}`, { headers: admin.headers });
    expect((await invoke(handler, 'GET', `/api/posts/slug/${gone}`)).statusCode).toBe(404);
  });
});
