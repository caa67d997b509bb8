import { beforeAll, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler } from '#lambdas/dashboard/handler.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { handler as sitemapHandler } from '#lambdas/sitemap/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import type { DashboardSummary } from '#shared/dashboard.ts';
import { createTestAccount, signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let admin: Awaited<ReturnType<typeof signedInAs>>;
let editor: Awaited<ReturnType<typeof signedInAs>>;
let owner: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  [admin, editor, owner] = await Promise.all([signedInAs('Admin'), signedInAs('Editor'), signedInAs('User')]);
});

async function summary(): Promise<DashboardSummary> {
  const answer = await invoke(handler, 'GET', '/api/admin/summary', { headers: admin.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json;
}

const created = async (answer: Promise<{ statusCode: number; json: { id: string } }>) => {
  const result = await answer;
  expect(result.statusCode).toBe(201);
  return result.json;
};

const post = (path: string, body: unknown, headers = editor.headers, target = blogHandler) =>
  created(invoke(target, 'POST', path, { headers, body }));

describe('GET /api/admin/summary', () => {
  it('counts every kind, changes with creates and soft deletes, and lists the newest items first', async () => {
    const before = await summary();
    expect(before.kinds.users.count).toBe(3);
    for (const kind of ['posts', 'topics', 'tags', 'categories', 'sitemapItems', 'projects'] as const) {
      expect(before.kinds[kind]).toEqual({
        count: 0,
        breakdown: expect.any(Object),
        items: [],
        itemsOrder: expect.any(String),
      });
    }

    const topic = await post('/api/topics', { name: 'Serverless' });
    const tags = [];
    for (const name of ['Zeta', 'Alpha', 'Mu']) tags.push(await post('/api/tags', { name }));
    await post('/api/categories', { name: 'Guides' });
    const draft = await post('/api/posts', { title: 'Draft post', body: 'Soon.', status: 'draft', topicId: topic.id });
    const published = await post('/api/posts', { title: 'Published post', body: 'Now.', status: 'published' });
    await post('/api/sitemapitems', { title: 'Blog', url: '/posts', sortOrder: 2 }, admin.headers, sitemapHandler);
    await post('/api/sitemapitems', { title: 'Home', url: '/', sortOrder: 1 }, admin.headers, sitemapHandler);
    const project = (name: string, visibility: number) => ({ name, visibility, status: 0 });
    const publicProject = await post('/api/projects', project('Open', 0), owner.headers, projectsHandler);
    const privateProject = await post('/api/projects', project('Secret', 1), owner.headers, projectsHandler);

    const after = await summary();
    expect(after.kinds.posts).toMatchObject({ count: 2, breakdown: { published: 1, draft: 1 }, itemsOrder: 'newest' });
    expect(after.kinds.posts.items.map((item) => [item.label, item.detail])).toEqual([
      ['Published post', 'Published'],
      ['Draft post', 'Draft'],
    ]);
    expect(after.kinds.topics).toMatchObject({ count: 1, items: [{ id: topic.id, label: 'Serverless' }] });
    expect(after.kinds.tags).toMatchObject({ count: 3, itemsOrder: 'name' });
    expect(after.kinds.tags.items.map((item) => item.label)).toEqual(['Alpha', 'Mu', 'Zeta']);
    expect(after.kinds.categories.count).toBe(1);
    expect(after.kinds.sitemapItems).toMatchObject({ count: 2, itemsOrder: 'sitemap' });
    expect(after.kinds.sitemapItems.items.map((item) => [item.label, item.detail])).toEqual([
      ['Home', '/'],
      ['Blog', '/posts'],
    ]);
    expect(after.kinds.projects).toMatchObject({ count: 2, breakdown: { public: 1, private: 1 } });
    expect(after.kinds.projects.items.map((item) => [item.id, item.detail])).toEqual([
      [privateProject.id, 'Private'],
      [publicProject.id, 'Public'],
    ]);

    const remove = (target: typeof handler, path: string, headers = admin.headers) =>
      invoke(target, 'DELETE', path, { headers }).then((answer) => expect(answer.statusCode).toBe(204));
    await remove(blogHandler, `/api/posts/${draft.id}`);
    await remove(blogHandler, `/api/tags/${tags[0]?.id}`);
    await remove(projectsHandler, `/api/projects/${privateProject.id}`, owner.headers);

    const afterDeletes = await summary();
    expect(afterDeletes.kinds.posts).toMatchObject({ count: 1, breakdown: { published: 1, draft: 0 } });
    expect(afterDeletes.kinds.posts.items.map((item) => item.id)).toEqual([published.id]);
    expect(afterDeletes.kinds.tags.items.map((item) => item.label)).toEqual(['Alpha', 'Mu']);
    expect(afterDeletes.kinds.projects).toMatchObject({ count: 1, breakdown: { public: 1, private: 0 } });
  });

  it('counts a soft-deleted user among the users and as deleted, and lists at most five, newest first', async () => {
    const before = (await summary()).kinds.users;
    const accounts = [];
    for (let index = 0; index < 6; index++) accounts.push(await createTestAccount());
    const last = accounts.at(-1);
    if (!last) throw new Error('no account');
    const deleted = await invoke(usersHandler, 'DELETE', `/api/users/${last.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    expect(deleted.statusCode).toBe(204);

    const users = (await summary()).kinds.users;
    expect(users.count).toBe(before.count + 6);
    expect(users.breakdown.deleted).toBe((before.breakdown.deleted ?? 0) + 1);
    expect(users.items).toHaveLength(5);
    expect(users.items[0]).toMatchObject({ id: last.id, detail: `${last.email} (deleted)` });
    expect(users.items.map((item) => item.id)).toEqual(
      accounts
        .slice(1)
        .reverse()
        .map((account) => account.id),
    );
  });

  it('is refused to editors and visitors', async () => {
    expect((await invoke(handler, 'GET', '/api/admin/summary', { headers: editor.headers })).statusCode).toBe(403);
    expect((await invoke(handler, 'GET', '/api/admin/summary')).statusCode).toBe(401);
  });
});
