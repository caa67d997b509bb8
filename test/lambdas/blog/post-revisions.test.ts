import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { getPost } from '#lambdas/lib/blog/posts.ts';
import { publishScheduledPost } from '#lambdas/lib/blog/scheduled-posts.ts';
import { Post } from '#lambdas/lib/db/entities/post.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';
import { createPost, partitionOf, revisionOf, revisionsOf, savePost } from './post-editor-support';

/** Every write of a post records exactly one revision, of the kind its change makes. */
let editor: Awaited<ReturnType<typeof signedInAs>>;
let tag: { id: string; name: string; slug: string };

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const kinds = async (postId: string) => (await revisionsOf(editor.headers, postId)).items.map((item) => item.kind);

beforeAll(async () => {
  editor = await signedInAs('Editor');
  tag = (await invoke(handler, 'POST', '/api/tags', { headers: editor.headers, body: { name: 'Revised tag' } })).json;
});

describe('post revisions', () => {
  it('live in the post’s own partition, newest first, one per save, of the kind the status change makes', async () => {
    const draft = await createPost(editor.headers, { tagIds: [tag.id] });
    expect(await kinds(draft.id)).toEqual(['save']);
    const raw = await partitionOf(draft.id);
    const [postItem] = raw.filter((item) => item.__edb_e__ === 'post');
    const revisions = raw.filter((item) => item.__edb_e__ === 'postRevision');
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.pk).toBe(postItem?.pk);

    const saved = (await savePost(editor.headers, draft, { body: 'Second text.' })).json;
    const published = (await savePost(editor.headers, saved, { status: 'published' })).json;
    const unpublished = (await savePost(editor.headers, published, { status: 'draft' })).json;
    const scheduled = (await savePost(editor.headers, unpublished, { status: 'scheduled', publishAt: inHours(2) }))
      .json;
    const moved = (await savePost(editor.headers, scheduled, { publishAt: inHours(3) })).json;
    await savePost(editor.headers, moved, { title: 'Still scheduled' });
    expect(await kinds(draft.id)).toEqual(['save', 'schedule', 'schedule', 'unpublish', 'publish', 'save', 'save']);

    const list = await revisionsOf(editor.headers, draft.id);
    expect(list.cursor).toBeNull();
    expect(list.items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{9}-[0-9a-z]+$/),
      postId: draft.id,
      kind: 'save',
      version: 7,
      title: 'Still scheduled',
      status: 'scheduled',
      savedAt: expect.any(String),
      savedBy: editor.id,
      savedByName: 'Test Editor',
    });
    const versions = list.items.map((item) => item.version);
    expect(versions).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const second = (await revisionOf(editor.headers, draft.id, list.items[5]?.id as string)).json;
    expect(second).toMatchObject({ kind: 'save', body: 'Second text.', topic: null, publishAt: null });
    expect(second.tags).toEqual([{ id: tag.id, name: tag.name, slug: tag.slug }]);
  });

  it('pages newest first with a null cursor on the last page', async () => {
    const post = await createPost(editor.headers);
    const once = (await savePost(editor.headers, post, { body: 'Two' })).json;
    await savePost(editor.headers, once, { body: 'Three' });
    const first = await revisionsOf(editor.headers, post.id, '?limit=2');
    expect(first.items.map((item) => item.version)).toEqual([3, 2]);
    expect(first.cursor).toEqual(expect.any(String));
    const last = await revisionsOf(editor.headers, post.id, `?limit=2&cursor=${first.cursor}`);
    expect(last.items.map((item) => item.version)).toEqual([1]);
    expect(last.cursor).toBeNull();
    const exact = await revisionsOf(editor.headers, post.id, '?limit=3');
    expect(exact.cursor).toBeNull();
  });

  it('creates record publish and schedule; a refused save records nothing', async () => {
    const published = await createPost(editor.headers, { status: 'published' });
    expect(await kinds(published.id)).toEqual(['publish']);
    const scheduled = await createPost(editor.headers, { status: 'scheduled', publishAt: inHours(1) });
    expect(await kinds(scheduled.id)).toEqual(['schedule']);
    const stale = await savePost(editor.headers, scheduled, { version: 99 });
    expect(stale.statusCode).toBe(409);
    const taken = await savePost(editor.headers, scheduled, { slug: published.slug });
    expect(taken.statusCode).toBe(400);
    expect(await kinds(scheduled.id)).toEqual(['schedule']);
  });

  it('a bulk status change records publish or unpublish for each post', async () => {
    const [a, b] = await Promise.all([createPost(editor.headers), createPost(editor.headers)]);
    const bulk = (status: string) =>
      invoke(handler, 'POST', '/api/posts/bulk-status', {
        headers: editor.headers,
        body: { ids: [a.id, b.id], status },
      });
    expect((await bulk('published')).json.updated).toHaveLength(2);
    expect((await bulk('draft')).json.updated).toHaveLength(2);
    expect(await kinds(a.id)).toEqual(['unpublish', 'publish', 'save']);
    expect(await kinds(b.id)).toEqual(['unpublish', 'publish', 'save']);
  });

  it('the publisher records a publish credited to the scheduled publication', async () => {
    const post = await createPost(editor.headers, { status: 'scheduled', publishAt: inHours(1) });
    const current = await getPost(post.id);
    expect(await publishScheduledPost(current as NonNullable<typeof current>, new Date(Date.now() + 7_200_000))).toBe(
      true,
    );
    const [newest] = (await revisionsOf(editor.headers, post.id)).items;
    expect(newest).toMatchObject({ kind: 'publish', status: 'published', version: 2, savedBy: editor.id });
    expect(newest?.savedByName).toBe('Scheduled publication');
    expect(await kinds(post.id)).toEqual(['publish', 'schedule']);
  });

  it('a post saved before revisions were kept has an empty history until its next save', async () => {
    const post = await createPost(editor.headers);
    const [revision] = (await partitionOf(post.id)).filter((item) => item.__edb_e__ === 'postRevision');
    const { PostRevision } = await import('#lambdas/lib/db/entities/post-revision.ts');
    await PostRevision.delete({ postId: post.id, revisionId: revision?.revisionId as string }).go();
    expect(await kinds(post.id)).toEqual([]);
    const stale = await savePost(editor.headers, post, { version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json.currentRevision).toBeNull();
    await savePost(editor.headers, post, { body: 'Saved again.' });
    expect(await kinds(post.id)).toEqual(['save']);
    expect((await Post.get({ postId: post.id }).go()).data?.version).toBe(2);
  });

  it('answers 404 for an unknown post or revision', async () => {
    const post = await createPost(editor.headers);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await invoke(handler, 'GET', `/api/posts/${missing}/revisions`, { headers: editor.headers })).statusCode,
    ).toBe(404);
    const unknown = await revisionOf(editor.headers, post.id, '000000000-zzzz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('Revision not found');
    expect((await revisionOf(editor.headers, post.id, 'not a revision')).statusCode).toBe(404);
  });
});
