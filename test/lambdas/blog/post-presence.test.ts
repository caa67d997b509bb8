import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { PostPresence } from '#lambdas/lib/db/entities/post-presence.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';
import { createPost } from './post-editor-support';

/** Who else has a post open in the editor: the others, not the caller, and none whose minute has run out. */
let a: Awaited<ReturnType<typeof signedInAs>>;
let b: Awaited<ReturnType<typeof signedInAs>>;

const enter = (headers: Record<string, string>, postId: string) =>
  invoke(handler, 'PUT', `/api/posts/${postId}/presence`, { headers });

beforeAll(async () => {
  [a, b] = await Promise.all([signedInAs('Editor'), signedInAs('Admin')]);
});

describe('editor presence', () => {
  it('shows the others, not the caller; a refresh keeps `since`; leaving removes the caller', async () => {
    const post = await createPost(a.headers);
    const alone = await enter(a.headers, post.id);
    expect(alone.statusCode).toBe(200);
    expect(alone.json).toEqual({ editors: [] });

    const withA = await enter(b.headers, post.id);
    expect(withA.json.editors).toEqual([{ userId: a.id, name: 'Test Editor', since: expect.any(String) }]);
    const since = withA.json.editors[0].since;
    await enter(a.headers, post.id);
    expect((await enter(b.headers, post.id)).json.editors).toEqual([{ userId: a.id, name: 'Test Editor', since }]);
    expect((await enter(a.headers, post.id)).json.editors).toEqual([
      { userId: b.id, name: 'Test Admin', since: expect.any(String) },
    ]);

    expect((await invoke(handler, 'DELETE', `/api/posts/${post.id}/presence`, { headers: a.headers })).statusCode).toBe(
      204,
    );
    expect((await enter(b.headers, post.id)).json.editors).toEqual([]);
  });

  it('drops an editor whose presence expired (DynamoDB Local never runs the TTL), and 404s for an unknown post', async () => {
    const post = await createPost(a.headers);
    const item = (await PostPresence.query.byPost({ postId: post.id }).go()).data;
    expect(item).toEqual([]);
    await PostPresence.put({
      postId: post.id,
      userId: 'gone-editor',
      name: 'Gone Editor',
      since: new Date(Date.now() - 120_000).toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    }).go();
    const answer = await enter(a.headers, post.id);
    expect(answer.json.editors).toEqual([]);
    const [mine] = (await PostPresence.query.byPost({ postId: post.id }).go()).data.filter(
      (entry) => entry.userId === a.id,
    );
    expect(mine?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 50);
    expect(mine?.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 61);

    const missing = await enter(a.headers, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});
