import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';
import { createPost, formOf, partitionOf, revisionsOf, savePost } from './post-editor-support';

/** Autosave: a draft is saved (one coalesced revision); a live post's changes wait as the editor's pending changes. */
let editor: Awaited<ReturnType<typeof signedInAs>>;
let other: Awaited<ReturnType<typeof signedInAs>>;

type Headers = Record<string, string>;
const autosave = (headers: Headers, post: Record<string, unknown>, changes: Record<string, unknown> = {}) =>
  invoke(handler, 'PUT', `/api/posts/${post.id}/autosave`, { headers, body: formOf(post, changes) });
const pendingOf = async (headers: Headers, postId: string) =>
  (await invoke(handler, 'GET', `/api/posts/${postId}/autosave`, { headers })).json.pending;
const read = async (postId: string) => (await invoke(handler, 'GET', `/api/posts/${postId}`)).json;

beforeAll(async () => {
  [editor, other] = await Promise.all([signedInAs('Editor'), signedInAs('Editor')]);
});

describe('autosave of a draft', () => {
  it('saves the draft, and an editor’s run of autosaves is one revision; another kind or editor adds one', async () => {
    const draft = await createPost(editor.headers);
    const first = await autosave(editor.headers, draft, { body: 'Typing one' });
    expect(first.statusCode).toBe(200);
    expect(first.json.pending).toBeNull();
    expect(first.json.post).toMatchObject({ body: 'Typing one', version: 2, status: 'draft' });
    const second = (await autosave(editor.headers, first.json.post, { body: 'Typing two' })).json.post;
    const third = (await autosave(editor.headers, second, { body: 'Typing three' })).json.post;
    let history = (await revisionsOf(editor.headers, draft.id)).items;
    expect(history.map((item) => [item.kind, item.version])).toEqual([
      ['autosave', 4],
      ['save', 1],
    ]);
    const coalesced = (
      await invoke(handler, 'GET', `/api/posts/${draft.id}/revisions/${history[0]?.id}`, {
        headers: editor.headers,
      })
    ).json;
    expect(coalesced.body).toBe('Typing three');

    const byOther = (await autosave(other.headers, third, { body: 'Someone else' })).json.post;
    const saved = (await savePost(editor.headers, byOther, { body: 'Saved' })).json;
    await autosave(editor.headers, saved, { body: 'Typing after a save' });
    history = (await revisionsOf(editor.headers, draft.id)).items;
    expect(history.map((item) => item.kind)).toEqual(['autosave', 'save', 'autosave', 'autosave', 'save']);
  });

  it('keeps a draft a draft: the form’s status applies when the editor saves', async () => {
    const draft = await createPost(editor.headers);
    const answer = await autosave(editor.headers, draft, { status: 'published' });
    expect(answer.json.post).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await invoke(handler, 'GET', `/api/posts/${draft.id}`)).statusCode).toBe(404);
  });

  it('checks the fields as a save does, and refuses a stale or missing version', async () => {
    const draft = await createPost(editor.headers);
    const bad = await autosave(editor.headers, draft, { title: '', tagIds: ['no such tag'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['title', 'tagIds.0']),
    );
    const { version: _version, ...unversioned } = formOf(draft);
    const missing = await invoke(handler, 'PUT', `/api/posts/${draft.id}/autosave`, {
      headers: editor.headers,
      body: unversioned,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toMatch(/^version: /);
    const stale = await autosave(editor.headers, draft, { version: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json.current).toMatchObject({ id: draft.id, version: 1 });
  });
});

describe('autosave of a published post', () => {
  it('leaves the live post alone until PUT, which applies the changes and removes the pending item', async () => {
    const live = await createPost(editor.headers, { status: 'published', body: 'Live text.' });
    const bySlug = async () => (await invoke(handler, 'GET', `/api/posts/slug/${live.slug}`)).json;
    const before = [await read(live.id), await bySlug(), await partitionOf(live.id)];

    const answer = await autosave(editor.headers, live, { body: 'Pending text.', title: 'Pending title' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.post).toEqual(before[0]);
    expect(answer.json.pending).toEqual({
      postId: live.id,
      baseVersion: 1,
      savedAt: expect.any(String),
      savedBy: editor.id,
      savedByName: 'Test Editor',
      title: 'Pending title',
      slug: live.slug,
      summary: 'A summary',
      body: 'Pending text.',
      status: 'published',
      publishAt: null,
      topicId: null,
      tagIds: [],
      categoryIds: [],
      coverImageId: null,
    });
    expect(await read(live.id)).toEqual(before[0]);
    expect(await bySlug()).toEqual(before[1]);
    const partition = await partitionOf(live.id);
    expect(partition.filter((item) => item.__edb_e__ !== 'postPendingChanges')).toEqual(before[2]);
    expect(await pendingOf(editor.headers, live.id)).toEqual(answer.json.pending);
    expect(await pendingOf(other.headers, live.id)).toBeNull();

    const updated = await savePost(editor.headers, live, { body: 'Pending text.', title: 'Pending title' });
    expect(updated.statusCode).toBe(200);
    expect((await read(live.id)).body).toBe('Pending text.');
    expect(await pendingOf(editor.headers, live.id)).toBeNull();
    expect((await revisionsOf(editor.headers, live.id)).items.map((item) => item.kind)).toEqual(['save', 'publish']);
  });

  it('keeps a status change pending too, checks terms but not the slug’s uniqueness, and refuses a stale version', async () => {
    const taken = await createPost(editor.headers);
    const live = await createPost(editor.headers, { status: 'published' });
    const answer = await autosave(editor.headers, live, { status: 'draft', slug: taken.slug });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.pending).toMatchObject({ status: 'draft', slug: taken.slug });
    expect((await read(live.id)).status).toBe('published');
    const update = await savePost(editor.headers, live, { status: 'draft', slug: taken.slug });
    expect(update.statusCode).toBe(400);
    expect(update.json.message).toBe('Slug exists');

    const badTerm = await autosave(editor.headers, live, { topicId: '00000000-0000-4000-8000-000000000000' });
    expect(badTerm.statusCode).toBe(400);
    expect(badTerm.json.message).toMatch(/^Topic not found/);

    const moved = (await savePost(other.headers, live, { body: 'Moved on.' })).json;
    const stale = await autosave(editor.headers, live, { body: 'Too late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json.current).toMatchObject({ body: 'Moved on.', version: moved.version });
    expect(stale.json.currentRevision).toMatchObject({ kind: 'save', version: moved.version, savedBy: other.id });
  });

  it('“Discard changes” removes only the caller’s pending item; 204 also when there is none', async () => {
    const live = await createPost(editor.headers, {
      status: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await autosave(editor.headers, live, { body: 'Mine' });
    await autosave(other.headers, live, { body: 'Theirs' });
    const discard = () => invoke(handler, 'DELETE', `/api/posts/${live.id}/autosave`, { headers: editor.headers });
    expect((await discard()).statusCode).toBe(204);
    expect(await pendingOf(editor.headers, live.id)).toBeNull();
    expect((await pendingOf(other.headers, live.id)).body).toBe('Theirs');
    expect((await discard()).statusCode).toBe(204);
    expect(
      (
        await invoke(handler, 'GET', '/api/posts/00000000-0000-4000-8000-000000000000/autosave', {
          headers: editor.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
