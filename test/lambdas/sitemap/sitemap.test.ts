import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/sitemap/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  admin = await signedInAs('Admin');
});

const createItem = (body: Record<string, unknown>) =>
  invoke(handler, 'POST', '/api/sitemapitems', { headers: admin.headers, body });

describe('sitemap items', () => {
  it('builds a tree: root items in sort order, children under their parent, found by slug', async () => {
    const second = (await createItem({ title: 'Blog', url: '/posts', sortOrder: 2 })).json;
    const first = (await createItem({ title: 'Documentation', url: '/tech-docs', sortOrder: 1 })).json;
    const child = (
      await createItem({
        title: 'Stacks',
        url: '/stacks',
        parentId: first.id,
        changeFrequency: 'weekly',
        priority: 0.8,
      })
    ).json;
    expect(child).toMatchObject({
      title: 'Stacks',
      slug: 'stacks',
      url: '/stacks',
      parentId: first.id,
      changeFrequency: 'weekly',
      priority: 0.8,
      createdBy: admin.id,
    });

    const root = await invoke(handler, 'GET', '/api/sitemapitems/root');
    expect(root.json.items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
    const children = await invoke(handler, 'GET', `/api/sitemapitems/${first.id}/children`);
    expect(children.json.items.map((item: { id: string }) => item.id)).toEqual([child.id]);
    expect((await invoke(handler, 'GET', '/api/sitemapitems/slug/stacks')).json.id).toBe(child.id);
    expect((await invoke(handler, 'GET', `/api/sitemapitems/${first.id}`)).json.childCount).toBe(1);
  });

  it('refuses a duplicate slug, a bad URL and an out-of-range priority', async () => {
    await createItem({ title: 'Unique', url: '/unique' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'Unique', url: '/other' }, 'Slug exists'],
      [
        { title: 'Bad URL', url: 'javascript:alert(1)' },
        'url: URL must be a path of this site (starting with /) or an http(s) address',
      ],
      [{ title: 'Bad priority', url: '/x', priority: 2 }, 'priority: Priority must be from 0.0 to 1.0'],
      [{ url: '/no-title' }, 'title: Title is required'],
    ];
    for (const [body, message] of cases) {
      const answer = await createItem(body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json.message).toBe(message);
    }
  });

  it('keeps an item with children, deletes a leaf and frees its slug', async () => {
    const parent = (await createItem({ title: 'Parent item', url: '/parent' })).json;
    const leaf = (await createItem({ title: 'Leaf item', url: '/leaf', parentId: parent.id })).json;
    const refused = await invoke(handler, 'DELETE', `/api/sitemapitems/${parent.id}`, { headers: admin.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe(
      'This sitemap item has child items and cannot be deleted. Please remove or reassign the child items first.',
    );
    expect(
      (await invoke(handler, 'DELETE', `/api/sitemapitems/${leaf.id}`, { headers: admin.headers })).statusCode,
    ).toBe(204);
    expect((await invoke(handler, 'GET', `/api/sitemapitems/${leaf.id}`)).json.message).toBe('Sitemap item not found');
    expect((await invoke(handler, 'GET', `/api/sitemapitems/${parent.id}`)).json.childCount).toBe(0);
    expect((await createItem({ title: 'Leaf item', url: '/leaf-again' })).statusCode).toBe(201);
  });

  it('updates an item, keeping what the PUT leaves out', async () => {
    const item = (await createItem({ title: 'Editable', url: '/editable', priority: 0.3, sortOrder: 5 })).json;
    const updated = await invoke(handler, 'PUT', `/api/sitemapitems/${item.id}`, {
      headers: admin.headers,
      body: { title: 'Edited', url: '/edited' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json).toMatchObject({
      title: 'Edited',
      url: '/edited',
      slug: 'editable',
      priority: 0.3,
      sortOrder: 5,
      version: 2,
    });
  });
});
