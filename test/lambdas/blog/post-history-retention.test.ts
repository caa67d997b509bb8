import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { KEPT_REVISIONS, newRevisionId, pruneRevisions } from '#lambdas/lib/blog/post-revisions.ts';
import { Post } from '#lambdas/lib/db/entities/post.ts';
import { PostRevision } from '#lambdas/lib/db/entities/post-revision.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';
import { createPost, formOf, partitionOf, revisionsOf, savePost } from './post-editor-support';

/** How long a post's history lasts: 100 revisions, never dropping a publication, until the post is deleted. */
let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  [editor, admin] = await Promise.all([signedInAs('Editor'), signedInAs('Admin')]);
});

/** Revision ids, oldest first (time-ordered ids sort as text). */
const storedIds = async (postId: string) =>
  (await partitionOf(postId))
    .filter((item) => item.__edb_e__ === 'postRevision')
    .map((item) => ({ id: item.revisionId as string, kind: item.kind as string }));

describe('revision retention', () => {
  it('time-ordered ids: later than the newest even within one millisecond', () => {
    const first = newRevisionId(undefined, 1_000);
    const second = newRevisionId(first, 1_000);
    expect(second > first).toBe(true);
    expect(first).toMatch(/^0{7}rs-[0-9a-z]+$/);
  });

  it('the 101st revision drops the oldest non-publish one and keeps an older publish one', async () => {
    // Created published: its first revision is a publish, then a save, then 98 saves stored directly.
    const post = await createPost(editor.headers, { status: 'published' });
    const saved = (await savePost(editor.headers, post, { body: 'Second.' })).json;
    let [newest] = (await storedIds(post.id)).slice(-1);
    const template = (await PostRevision.get({ postId: post.id, revisionId: newest?.id as string }).go()).data;
    // As if the post had been saved 98 more times: the revisions at versions 3 to 100, the post at 100.
    for (let index = 0; index < KEPT_REVISIONS - 2; index++) {
      const revisionId = newRevisionId(newest?.id);
      await PostRevision.put({ ...(template as NonNullable<typeof template>), revisionId, version: index + 3 }).go();
      newest = { id: revisionId, kind: 'save' };
    }
    await Post.patch({ postId: post.id }).set({ version: KEPT_REVISIONS }).go();
    expect(await pruneRevisions(post.id)).toBe(0);
    const before = await storedIds(post.id);
    expect(before).toHaveLength(KEPT_REVISIONS);
    expect(before.slice(0, 2).map((item) => item.kind)).toEqual(['publish', 'save']);

    // The 101st, written by an ordinary save, through the same write that prunes.
    const current = (await invoke(handler, 'GET', `/api/posts/${post.id}`, { headers: editor.headers })).json;
    expect((await savePost(editor.headers, current, { body: 'The 101st.' })).statusCode).toBe(200);
    const after = await storedIds(post.id);
    expect(after).toHaveLength(KEPT_REVISIONS);
    expect(after[0]).toEqual(before[0]);
    expect(after.map((item) => item.id)).not.toContain(before[1]?.id);
    expect(after.slice(1, -1)).toEqual(before.slice(2));
    expect(after.at(-1)?.kind).toBe('save');
    expect(saved.version).toBe(2);
  });
});

describe('deleting a post', () => {
  it('takes its revisions, pending changes and presence with it', async () => {
    const post = await createPost(editor.headers, { status: 'published' });
    const saved = (await savePost(editor.headers, post, { body: 'Again.' })).json;
    await invoke(handler, 'PUT', `/api/posts/${post.id}/autosave`, {
      headers: editor.headers,
      body: formOf(saved, { body: 'Pending.' }),
    });
    await invoke(handler, 'PUT', `/api/posts/${post.id}/presence`, { headers: editor.headers });
    const entities = async () => (await partitionOf(post.id)).map((item) => item.__edb_e__).sort();
    expect(await entities()).toEqual(['post', 'postPendingChanges', 'postPresence', 'postRevision', 'postRevision']);
    expect((await revisionsOf(editor.headers, post.id)).items).toHaveLength(2);

    expect((await invoke(handler, 'DELETE', `/api/posts/${post.id}`, { headers: admin.headers })).statusCode).toBe(204);
    expect(await entities()).toEqual(['post']);
    expect(
      (await invoke(handler, 'GET', `/api/posts/${post.id}/revisions`, { headers: editor.headers })).statusCode,
    ).toBe(404);
  });
});
