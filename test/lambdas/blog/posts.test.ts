import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { getPost } from '#lambdas/lib/blog/posts.ts';
import { publishScheduledPost } from '#lambdas/lib/blog/scheduled-posts.ts';
import { EDITOR_DELETE_REFUSED } from '#shared/blog.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let topic: { id: string; name: string; slug: string };
let tag: { id: string; name: string; slug: string };
let category: { id: string; name: string; slug: string };

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Hello serverless',
  summary: 'A first post',
  body: '# Hello\n\nSome *markdown*.',
  status: 'published',
  topicId: topic.id,
  tagIds: [tag.id],
  categoryIds: [category.id],
  ...overrides,
});

const inOneMinute = () => new Date(Date.now() + 60_000).toISOString();

const createPost = (body: Record<string, unknown>) =>
  invoke(handler, 'POST', '/api/posts', { headers: editor.headers, body });

beforeAll(async () => {
  [editor, admin] = await Promise.all([signedInAs('Editor'), signedInAs('Admin')]);
  const make = async (path: string, name: string) =>
    (await invoke(handler, 'POST', path, { headers: editor.headers, body: { name } })).json;
  [topic, tag, category] = await Promise.all([
    make('/api/topics', 'Posts topic'),
    make('/api/tags', 'Posts tag'),
    make('/api/categories', 'Posts category'),
  ]);
});

describe('posts', () => {
  it('creates a published post with its author, terms and publication date', async () => {
    const answer = await createPost(post({ title: 'Created post' }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({
      title: 'Created post',
      slug: 'created-post',
      status: 'published',
      viewCount: 0,
      authorId: editor.id,
      authorName: 'Test Editor',
      topic: { id: topic.id, name: 'Posts topic', slug: 'posts-topic' },
      tags: [{ id: tag.id, name: 'Posts tag', slug: 'posts-tag' }],
      categories: [{ id: category.id, name: 'Posts category', slug: 'posts-category' }],
      createdBy: editor.id,
    });
    expect(Date.parse(answer.json.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    const bySlug = await invoke(handler, 'GET', '/api/posts/slug/created-post');
    expect(bySlug.json).toEqual(answer.json);
    const tags = await invoke(handler, 'GET', `/api/tags/post/${answer.json.id}`);
    expect(tags.json.items).toEqual([{ id: tag.id, name: 'Posts tag', slug: 'posts-tag' }]);
  });

  it('shows drafts to editors only, and lists only published posts newest first on /posts/published', async () => {
    const draft = (await createPost(post({ title: 'Secret draft', status: 'draft' }))).json;
    expect(draft.publishedAt).toBeNull();
    const older = (await createPost(post({ title: 'Older published' }))).json;
    const newer = (await createPost(post({ title: 'Newer published' }))).json;

    expect((await invoke(handler, 'GET', `/api/posts/${draft.id}`)).statusCode).toBe(404);
    expect((await invoke(handler, 'GET', `/api/posts/${draft.id}`, { headers: editor.headers })).statusCode).toBe(200);

    const published = await invoke(handler, 'GET', '/api/posts/published?limit=100');
    const ids = published.json.items.map((item: { id: string }) => item.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(published.json.items.every((item: { status: string }) => item.status === 'published')).toBe(true);
    expect(published.json.items[0]).not.toHaveProperty('body');

    const anonymousAll = await invoke(handler, 'GET', '/api/posts?limit=100');
    expect(anonymousAll.json.items.map((item: { id: string }) => item.id)).not.toContain(draft.id);
    const editorAll = await invoke(handler, 'GET', '/api/posts?limit=100', { headers: editor.headers });
    expect(editorAll.json.items.map((item: { id: string }) => item.id)).toContain(draft.id);
  });

  it('publishing a draft sets publishedAt and moves it into the topic and tag lists', async () => {
    const draft = (await createPost(post({ title: 'Draft to publish', status: 'draft' }))).json;
    const before = await invoke(handler, 'GET', `/api/posts/tag/${tag.id}?limit=100`);
    expect(before.json.items.map((item: { id: string }) => item.id)).not.toContain(draft.id);

    const published = await invoke(handler, 'PUT', `/api/posts/${draft.id}`, {
      headers: editor.headers,
      body: post({ title: 'Draft to publish', status: 'published', version: draft.version }),
    });
    expect(published.statusCode).toBe(200);
    expect(published.json.publishedAt).not.toBeNull();
    for (const path of [`/api/posts/tag/${tag.id}?limit=100`, `/api/posts/topic/${topic.id}?limit=100`]) {
      const list = await invoke(handler, 'GET', path);
      expect(list.json.items).toContainEqual(
        expect.objectContaining({ id: draft.id, title: 'Draft to publish', slug: 'draft-to-publish' }),
      );
    }
  });

  it('counts 100 concurrent views exactly', async () => {
    const created = (await createPost(post({ title: 'Popular post' }))).json;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => invoke(handler, 'POST', `/api/posts/${created.id}/view`)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await invoke(handler, 'GET', `/api/posts/${created.id}`)).json.viewCount).toBe(100);
  });

  it('keeps the view count when the post is edited', async () => {
    const created = (await createPost(post({ title: 'Viewed then edited' }))).json;
    await invoke(handler, 'POST', `/api/posts/${created.id}/view`);
    const edited = await invoke(handler, 'PUT', `/api/posts/${created.id}`, {
      headers: editor.headers,
      body: post({ title: 'Viewed then edited', summary: 'changed' }),
    });
    expect(edited.json).toMatchObject({ summary: 'changed', viewCount: 1 });
    expect((await invoke(handler, 'GET', `/api/posts/${created.id}`)).json.viewCount).toBe(1);
  });

  it('does not count views of drafts or unknown posts', async () => {
    const draft = (await createPost(post({ title: 'Unviewed draft', status: 'draft' }))).json;
    expect((await invoke(handler, 'POST', `/api/posts/${draft.id}/view`)).statusCode).toBe(404);
    const unknown = await invoke(handler, 'POST', '/api/posts/0f0e0d0c-0000-4000-8000-000000000000/view');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('Post not found');
  });

  it('of concurrent creates with one slug exactly one succeeds; the rest get Slug exists', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createPost(post({ title: 'Same title', slug: 'same-post-slug' }))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(9);
    expect(refused.every((answer) => answer.json.message === 'Slug exists')).toBe(true);
  });

  it('refuses unknown terms and bad fields, naming them, and writes nothing', async () => {
    const missing = '0f0e0d0c-0000-4000-8000-000000000000';
    const cases: Array<[Record<string, unknown>, string]> = [
      [post({ title: 'Bad tag', tagIds: [missing] }), `Tag not found: ${missing}`],
      [post({ title: 'Bad topic', topicId: missing }), `Topic not found: ${missing}`],
      [post({ title: 'Bad status', status: 'archived' }), 'status: Status must be one of draft, scheduled, published'],
      [post({ title: '' }), 'title: Title is required'],
      [post({ title: 'No body', body: '' }), 'body: Body is required'],
      [
        post({ title: 'Too many tags', tagIds: Array.from({ length: 11 }, () => tag.id) }),
        'tagIds: A post can have at most 10 tags',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await createPost(body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json.message).toBe(message);
    }
    const all = await invoke(handler, 'GET', '/api/posts?limit=100', { headers: editor.headers });
    const titles = all.json.items.map((item: { title: string }) => item.title);
    expect(titles).not.toContain('Bad tag');
    expect(titles).not.toContain('Bad topic');
  });

  it('refuses the slugs of the post form, create and add', async () => {
    for (const body of [post({ title: 'Create' }), post({ title: 'Anything', slug: 'add' })]) {
      const answer = await createPost(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json.errors).toEqual([expect.objectContaining({ field: 'slug' })]);
    }
  });

  it('refuses malformed JSON with 422 and a clear message', async () => {
    const answer = await invoke(handler, 'POST', '/api/posts', { headers: editor.headers, body: '{"title": ' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json.message).toBe('Invalid or malformed JSON was provided');
  });

  it('a renamed tag is renamed in its posts; a deleted tag leaves them', async () => {
    const ownTag = (await invoke(handler, 'POST', '/api/tags', { headers: editor.headers, body: { name: 'Old name' } }))
      .json;
    const created = (await createPost(post({ title: 'Tagged post', tagIds: [ownTag.id] }))).json;
    await invoke(handler, 'PUT', `/api/tags/${ownTag.id}`, {
      headers: editor.headers,
      body: { id: ownTag.id, name: 'New name', description: '', slug: 'new-name' },
    });
    const renamed = await invoke(handler, 'GET', `/api/posts/${created.id}`);
    expect(renamed.json.tags).toEqual([{ id: ownTag.id, name: 'New name', slug: 'new-name' }]);

    expect((await invoke(handler, 'DELETE', `/api/tags/${ownTag.id}`, { headers: admin.headers })).statusCode).toBe(
      204,
    );
    expect((await invoke(handler, 'GET', `/api/posts/${created.id}`)).json.tags).toEqual([]);
    expect((await invoke(handler, 'GET', `/api/posts/tag/${ownTag.id}`)).json.items).toEqual([]);
  });

  it('a deleted post vanishes from every read and frees its slug', async () => {
    const created = (await createPost(post({ title: 'Short lived' }))).json;
    const deleted = await invoke(handler, 'DELETE', `/api/posts/${created.id}`, { headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await invoke(handler, 'GET', `/api/posts/${created.id}`, { headers: admin.headers })).statusCode).toBe(404);
    expect((await invoke(handler, 'GET', '/api/posts/slug/short-lived')).statusCode).toBe(404);
    for (const path of [
      '/api/posts?limit=100',
      '/api/posts/published?limit=100',
      `/api/posts/tag/${tag.id}?limit=100`,
    ]) {
      const list = await invoke(handler, 'GET', path, { headers: admin.headers });
      expect(list.json.items.map((item: { id: string }) => item.id)).not.toContain(created.id);
    }
    expect((await createPost(post({ title: 'Short lived' }))).statusCode).toBe(201);
  });

  it('lets an editor delete their own drafts that were never published, and an admin any post', async () => {
    const otherEditor = await signedInAs('Editor');
    const remove = (id: string, as: { headers: Record<string, string> }) =>
      invoke(handler, 'DELETE', `/api/posts/${id}`, { headers: as.headers });
    const put = (id: string, body: Record<string, unknown>) =>
      invoke(handler, 'PUT', `/api/posts/${id}`, { headers: editor.headers, body: post(body) });

    const ownDraft = (await createPost(post({ title: 'Own draft to delete', status: 'draft' }))).json;
    expect((await remove(ownDraft.id, otherEditor)).json).toEqual({ message: EDITOR_DELETE_REFUSED });
    expect((await remove(ownDraft.id, otherEditor)).statusCode).toBe(403);
    expect((await remove(ownDraft.id, editor)).statusCode).toBe(204);
    expect((await invoke(handler, 'GET', `/api/posts/${ownDraft.id}`, { headers: editor.headers })).statusCode).toBe(
      404,
    );

    const published = (await createPost(post({ title: 'Own published post' }))).json;
    expect(await remove(published.id, editor)).toMatchObject({
      statusCode: 403,
      json: { message: EDITOR_DELETE_REFUSED },
    });
    // Back to draft, it keeps its first publication: still not the editor's to delete.
    expect((await put(published.id, { title: 'Own published post', status: 'draft' })).statusCode).toBe(200);
    expect((await remove(published.id, editor)).statusCode).toBe(403);

    // Scheduled, then published by the publisher, then a draft again: published once, so refused.
    const scheduled = (
      await createPost(post({ title: 'Own scheduled post', status: 'scheduled', publishAt: inOneMinute() }))
    ).json;
    const stored = await getPost(scheduled.id);
    expect(stored && (await publishScheduledPost(stored, new Date(Date.now() + 120_000)))).toBe(true);
    expect((await put(scheduled.id, { title: 'Own scheduled post', status: 'draft' })).statusCode).toBe(200);
    expect((await remove(scheduled.id, editor)).statusCode).toBe(403);

    for (const id of [published.id, scheduled.id]) expect((await remove(id, admin)).statusCode).toBe(204);
    const othersDraft = (
      await invoke(handler, 'POST', '/api/posts', {
        headers: otherEditor.headers,
        body: post({ title: 'Another editor draft', status: 'draft' }),
      })
    ).json;
    expect((await remove(othersDraft.id, admin)).statusCode).toBe(204);
  });

  it('pages through published posts past one page without repeats', async () => {
    for (let index = 0; index < 5; index++) await createPost(post({ title: `Paged post ${index}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await invoke(handler, 'GET', `/api/posts/published?limit=2${query}`);
      seen.push(...page.json.items.map((item: { id: string }) => item.id));
      cursor = page.json.cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(5);
  });
});
