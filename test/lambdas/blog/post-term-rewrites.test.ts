import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { getPost } from '#lambdas/lib/blog/posts.ts';
import { publishScheduledPost } from '#lambdas/lib/blog/scheduled-posts.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';

let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const make = async (path: string, name: string) =>
  (await invoke(handler, 'POST', path, { headers: editor.headers, body: { name } })).json;

async function createPost(body: Record<string, unknown>) {
  const answer = await invoke(handler, 'POST', '/api/posts', {
    headers: editor.headers,
    body: { body: 'Text.', status: 'published', ...body },
  });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json;
}

const read = async (id: string) => (await invoke(handler, 'GET', `/api/posts/${id}`, { headers: editor.headers })).json;

beforeAll(async () => {
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
});

describe('a term renamed or deleted under its posts', () => {
  it('moves the post to its next version, so the publisher holding the older read does not write the old name back', async () => {
    const tag = await make('/api/tags', 'Before rename');
    const publishAt = new Date(Date.now() + 1000).toISOString();
    const scheduled = await createPost({
      title: 'Renamed while due',
      status: 'scheduled',
      publishAt,
      tagIds: [tag.id],
    });
    await sleep(Date.parse(publishAt) - Date.now() + 50);
    const readByPublisher = await getPost(scheduled.id);
    if (!readByPublisher) throw new Error('The scheduled post is missing');

    const renamed = await invoke(handler, 'PUT', `/api/tags/${tag.id}`, {
      headers: editor.headers,
      body: { id: tag.id, name: 'After rename', slug: 'after-rename' },
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await read(scheduled.id);
    expect(afterRename).toMatchObject({ version: scheduled.version + 1, status: 'scheduled' });
    expect(afterRename.tags).toEqual([{ id: tag.id, name: 'After rename', slug: 'after-rename' }]);
    // The author's last change is kept: a rename is not an edit of the post.
    expect(afterRename.updatedAt).toBe(scheduled.updatedAt);

    expect(await publishScheduledPost(readByPublisher)).toBe(false);
    expect((await read(scheduled.id)).tags).toEqual([{ id: tag.id, name: 'After rename', slug: 'after-rename' }]);
    const current = await getPost(scheduled.id);
    if (!current) throw new Error('The scheduled post is missing');
    expect(await publishScheduledPost(current)).toBe(true);
    expect(await read(scheduled.id)).toMatchObject({
      status: 'published',
      tags: [{ id: tag.id, name: 'After rename', slug: 'after-rename' }],
    });

    // A PUT of the post as read before the rename is refused too.
    const stale = await invoke(handler, 'PUT', `/api/posts/${scheduled.id}`, {
      headers: editor.headers,
      body: { title: scheduled.title, body: 'Text.', status: 'draft', tagIds: [tag.id], version: scheduled.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a deleted category leaves the filter fields of the post and of its other links', async () => {
    const tag = await make('/api/tags', 'Stays filed');
    const category = await make('/api/categories', 'Goes away');
    const post = await createPost({ title: 'Loses a category', tagIds: [tag.id], categoryIds: [category.id] });
    // Through the tag's links, filtered by the category.
    const underBoth = `/api/posts?status=published&sort=published&tagId=${tag.id}&categoryId=${category.id}`;
    const ids = async (path: string) =>
      (await invoke(handler, 'GET', path, { headers: editor.headers })).json.items.map(
        (item: { id: string }) => item.id,
      );
    expect(await ids(underBoth)).toEqual([post.id]);

    const deleted = await invoke(handler, 'DELETE', `/api/categories/${category.id}`, { headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await ids(underBoth)).toEqual([]);
    expect(await ids(`/api/posts?categoryId=${category.id}`)).toEqual([]);
    expect(await ids(`/api/posts?status=published&sort=published&tagId=${tag.id}`)).toEqual([post.id]);
    expect(await read(post.id)).toMatchObject({ categories: [], version: post.version + 1 });
  });
});
