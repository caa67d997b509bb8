import { beforeAll, describe, expect, it } from 'vitest';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';
import { createPost, revisionOf, revisionsOf, savePost } from './post-editor-support';

/** Two editors on one post: a stale save answers 409 with the post as it is now, and "Keep mine" saves over it. */
let a: Awaited<ReturnType<typeof signedInAs>>;
let b: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  [a, b] = await Promise.all([signedInAs('Editor'), signedInAs('Editor')]);
});

describe('two editors saving the same post', () => {
  it('B’s stale save gets 409 with A’s text; B keeps theirs with the current version; both texts are in the history', async () => {
    const read = await createPost(a.headers, { status: 'published', body: 'The text both read.' });
    const bySaving = await savePost(a.headers, read, { body: 'A’s text.' });
    expect(bySaving.statusCode).toBe(200);

    const refused = await savePost(b.headers, read, { body: 'B’s text.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(ITEM_CHANGED_ELSEWHERE);
    expect(refused.json.current).toEqual(bySaving.json);
    expect(refused.json.currentRevision).toMatchObject({
      kind: 'save',
      version: read.version + 1,
      savedBy: a.id,
      postId: read.id,
    });

    const kept = await savePost(b.headers, read, { body: 'B’s text.', version: refused.json.current.version });
    expect(kept.statusCode).toBe(200);
    expect(kept.json).toMatchObject({ body: 'B’s text.', version: read.version + 2 });

    const history = (await revisionsOf(a.headers, read.id)).items;
    expect(history.map((item) => [item.savedBy, item.version])).toEqual([
      [b.id, 3],
      [a.id, 2],
      [a.id, 1],
    ]);
    const bodies = await Promise.all(
      history.map(async (item) => (await revisionOf(a.headers, read.id, item.id as string)).json.body),
    );
    expect(bodies).toEqual(['B’s text.', 'A’s text.', 'The text both read.']);
  });

  it('names an editor whose account is deleted to admins only, as a post’s author is', async () => {
    const [admin, leaving] = await Promise.all([signedInAs('Admin'), signedInAs('Editor')]);
    const post = await createPost(leaving.headers);
    const removed = await invoke(usersHandler, 'DELETE', `/api/users/${leaving.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    expect(removed.statusCode).toBe(204);
    const [toEditor] = (await revisionsOf(a.headers, post.id)).items;
    expect(toEditor).toMatchObject({ savedBy: leaving.id, savedByName: 'Deleted user' });
    expect((await revisionOf(a.headers, post.id, toEditor?.id as string)).json.savedByName).toBe('Deleted user');
    const [toAdmin] = (await revisionsOf(admin.headers, post.id)).items;
    expect(toAdmin?.savedByName).toBe('Test Editor');
  });
});
