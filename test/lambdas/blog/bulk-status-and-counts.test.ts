import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

const missing = '0f0e0d0c-0000-4000-8000-000000000000';

const createPost = async (title: string, fields: Record<string, unknown> = {}) =>
  (
    await invoke(handler, 'POST', '/api/posts', {
      headers: editor.headers,
      body: { title, body: 'Text.', status: 'draft', ...fields },
    })
  ).json;

const bulk = (body: unknown, headers = editor.headers) =>
  invoke(handler, 'POST', '/api/posts/bulk-status', { headers, body });

beforeAll(async () => {
  // One at a time: each sign-in hashes a password, and the machine running the tests may be busy.
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
});

describe('POST /api/posts/bulk-status', () => {
  it('publishes drafts and reports the ids it could not change, without failing the others', async () => {
    const first = await createPost('Bulk first');
    const second = await createPost('Bulk second');
    const answer = await bulk({ ids: [first.id, missing, second.id], status: 'published' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({
      updated: [first.id, second.id],
      failed: [{ id: missing, message: 'Post not found' }],
    });
    for (const post of [first, second]) {
      const read = (await invoke(handler, 'GET', `/api/posts/${post.id}`)).json;
      expect(read).toMatchObject({ status: 'published', version: post.version + 1 });
      expect(read.publishedAt).not.toBeNull();
    }
    const published = await invoke(handler, 'GET', '/api/posts/published?limit=100');
    expect(published.json.items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );

    const back = await bulk({ ids: [first.id], status: 'draft' });
    expect(back.json).toEqual({ updated: [first.id], failed: [] });
    // Back to draft keeps the first publication's date, as a PUT does.
    const draft = (await invoke(handler, 'GET', `/api/posts/${first.id}`, { headers: editor.headers })).json;
    expect(draft).toMatchObject({ status: 'draft' });
    expect(draft.publishedAt).not.toBeNull();
  });

  it('cancels the schedule of a scheduled post it sets to draft', async () => {
    const scheduled = await createPost('Bulk scheduled', {
      status: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await bulk({ ids: [scheduled.id], status: 'draft' })).json.updated).toEqual([scheduled.id]);
    const read = (await invoke(handler, 'GET', `/api/posts/${scheduled.id}`, { headers: editor.headers })).json;
    expect(read).toMatchObject({ status: 'draft', publishAt: null });
  });

  it('refuses bad bodies naming the field, and callers who are not editors', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ids: [], status: 'published' }, /^ids: Ids must name at least one post/],
      [{ ids: Array.from({ length: 51 }, () => missing), status: 'draft' }, /^ids: Ids may name at most 50 posts/],
      [{ ids: [missing], status: 'scheduled' }, /^status: Status must be one of published, draft/],
      [{ ids: ['not an id'], status: 'draft' }, /^ids\.0: /],
    ];
    for (const [body, message] of cases) {
      const answer = await bulk(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
    const user = await signedInAs('User');
    expect((await bulk({ ids: [missing], status: 'draft' }, user.headers)).statusCode).toBe(403);
    expect(
      (await invoke(handler, 'POST', '/api/posts/bulk-status', { body: { ids: [missing], status: 'draft' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('postCount of topics, tags and categories', () => {
  it('counts the posts filed under a term, of every status, as they are filed, unfiled and deleted', async () => {
    const make = async (path: string, name: string) =>
      (await invoke(handler, 'POST', path, { headers: editor.headers, body: { name } })).json;
    const topic = await make('/api/topics', 'Counted topic');
    const tag = await make('/api/tags', 'Counted tag');
    const category = await make('/api/categories', 'Counted category');
    expect([topic.postCount, tag.postCount, category.postCount]).toEqual([0, 0, 0]);
    const counts = async () =>
      Promise.all(
        [`/api/topics/${topic.id}`, `/api/tags/${tag.id}`, `/api/categories/${category.id}`].map(
          async (path) => (await invoke(handler, 'GET', path, { headers: editor.headers })).json.postCount,
        ),
      );

    const filed = { topicId: topic.id, tagIds: [tag.id], categoryIds: [category.id] };
    const draft = await createPost('Counted draft', filed);
    const published = await createPost('Counted published', { ...filed, status: 'published' });
    await createPost('Counted scheduled', {
      ...filed,
      status: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await counts()).toEqual([3, 3, 3]);
    const listed = await invoke(handler, 'GET', '/api/tags?limit=100', { headers: editor.headers });
    expect(listed.json.items).toContainEqual(expect.objectContaining({ id: tag.id, postCount: 3 }));

    // Unfiled from the tag and the category, still under the topic.
    await invoke(handler, 'PUT', `/api/posts/${draft.id}`, {
      headers: editor.headers,
      body: { title: draft.title, body: 'Text.', status: 'draft', topicId: topic.id, tagIds: [], categoryIds: [] },
    });
    expect(await counts()).toEqual([3, 2, 2]);

    await invoke(handler, 'DELETE', `/api/posts/${published.id}`, { headers: admin.headers });
    expect(await counts()).toEqual([2, 1, 1]);
  });

  it('counts only published posts for callers who are not editors, so a draft under a term is not told', async () => {
    const tag = (
      await invoke(handler, 'POST', '/api/tags', { headers: editor.headers, body: { name: 'Public count' } })
    ).json;
    await createPost('Public count draft', { tagIds: [tag.id] });
    await createPost('Public count scheduled', {
      tagIds: [tag.id],
      status: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await createPost('Public count published', { tagIds: [tag.id], status: 'published' });
    const user = await signedInAs('User');
    for (const headers of [undefined, user.headers]) {
      const one = await invoke(handler, 'GET', `/api/tags/${tag.id}`, { headers });
      const bySlug = await invoke(handler, 'GET', `/api/tags/slug/${tag.slug}`, { headers });
      const listed = await invoke(handler, 'GET', '/api/tags?limit=100', { headers });
      expect([one.json.postCount, bySlug.json.postCount]).toEqual([1, 1]);
      expect(listed.json.items).toContainEqual(expect.objectContaining({ id: tag.id, postCount: 1 }));
    }
    const asEditor = await invoke(handler, 'GET', `/api/tags/${tag.id}`, { headers: editor.headers });
    expect(asEditor.json.postCount).toBe(3);
  });
});
