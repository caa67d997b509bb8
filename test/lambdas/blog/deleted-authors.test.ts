import { describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

type Account = Awaited<ReturnType<typeof signedInAs>>;

/** Every answer that names a post's author, to these headers: the post by slug and id, and each list's entry of it. */
async function answersNaming(post: { id: string; slug: string }, topicId: string, headers?: Record<string, string>) {
  const options = headers ? { headers } : {};
  const entryOf = async (path: string) =>
    (await invoke(handler, 'GET', path, options)).json.items.find((item: { id: string }) => item.id === post.id);
  return [
    (await invoke(handler, 'GET', `/api/posts/slug/${post.slug}`, options)).json,
    (await invoke(handler, 'GET', `/api/posts/${post.id}`, options)).json,
    await entryOf('/api/posts/published?limit=100'),
    await entryOf('/api/posts?limit=100'),
    await entryOf(`/api/posts/topic/${topicId}?limit=100`),
  ] as Array<Record<string, unknown>>;
}

describe('a post whose author’s account was deleted', () => {
  it('names no author to anyone but admins, who see the name and that the account is deleted; restored, it is named again', async () => {
    const [admin, editor, author] = await Promise.all([
      signedInAs('Admin'),
      signedInAs('Editor'),
      signedInAs('Editor'),
    ]);
    const topic = (await invoke(handler, 'POST', '/api/topics', { headers: editor.headers, body: { name: 'Authors' } }))
      .json;
    const created = await invoke(handler, 'POST', '/api/posts', {
      headers: author.headers,
      body: {
        title: 'Written before leaving',
        summary: 'Still here',
        body: 'Text.',
        status: 'published',
        topicId: topic.id,
      },
    });
    expect(created.json.authorName).toBe('Test Editor');
    const post = created.json as { id: string; slug: string };

    const deleteAuthor = (isPermanent: boolean) =>
      invoke(usersHandler, 'DELETE', `/api/users/${author.id}`, {
        headers: admin.headers,
        body: { isAdmin: true, isPermanent },
      });
    const expectHiddenTo = async (reader: Account | undefined) => {
      for (const answer of await answersNaming(post, topic.id, reader?.headers)) {
        expect(answer).toBeDefined();
        expect(answer.authorName).toBeUndefined();
        expect(answer.authorIsDeleted).toBeUndefined();
      }
    };

    expect((await deleteAuthor(false)).statusCode).toBe(204);
    await expectHiddenTo(undefined);
    await expectHiddenTo(editor);
    for (const answer of await answersNaming(post, topic.id, admin.headers)) {
      expect(answer).toMatchObject({ authorName: 'Test Editor', authorIsDeleted: true });
    }

    await invoke(usersHandler, 'POST', `/api/users/${author.id}/restore`, { headers: admin.headers });
    for (const answer of await answersNaming(post, topic.id)) {
      expect(answer.authorName).toBe('Test Editor');
      expect(answer.authorIsDeleted).toBeUndefined();
    }

    expect((await deleteAuthor(true)).statusCode).toBe(204);
    await expectHiddenTo(undefined);
    for (const answer of await answersNaming(post, topic.id, admin.headers)) {
      expect(answer).toMatchObject({ authorName: 'Test Editor', authorIsDeleted: true });
    }
  });
});
