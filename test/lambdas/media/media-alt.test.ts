import { beforeAll, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { MediaUsage } from '#lambdas/lib/db/entities/media-usage.ts';
import { handler } from '#lambdas/media/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { mediaItemFor } from '../../support/media-items';

/**
 * `PATCH /api/media/{id}` changes an image's alt text: for editors, admins and its uploader; the
 * covers that show it answer the new text, and its uses are marked so their pages render again.
 */

type Account = Awaited<ReturnType<typeof signedInAs>>;
let editor: Account;
let user: Account;

beforeAll(async () => {
  editor = await signedInAs('Editor');
  user = await signedInAs('User');
});

const patchAlt = (mediaId: string, body: unknown, account: Account = editor) =>
  invoke(handler, 'PATCH', `/api/media/${mediaId}`, { headers: account.headers, body });

describe('changing an image’s alt text', () => {
  it('answers the item with the new text, which the post it covers answers too, and marks its uses changed', async () => {
    const mediaId = await mediaItemFor('post', { alt: 'A harbour' });
    const post = await invoke(blogHandler, 'POST', '/api/posts', {
      headers: editor.headers,
      body: { title: 'Harbour cover', summary: '', body: 'Text.', status: 'published', coverImageId: mediaId },
    });
    expect(post.statusCode).toBe(201);

    const changed = await patchAlt(mediaId, { alt: '  A harbour at dawn, boats moored  ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json).toMatchObject({ id: mediaId, alt: 'A harbour at dawn, boats moored', status: 'ready' });
    const answered = await invoke(blogHandler, 'GET', `/api/posts/${post.json.id}`, { headers: editor.headers });
    expect(answered.json.cover.alt).toBe('A harbour at dawn, boats moored');

    const { data: uses } = await MediaUsage.query.byMedia({ mediaId }).go();
    expect(uses).toHaveLength(1);
    expect(uses[0]?.imageChangedAt).toEqual(expect.any(String));
    expect(uses[0]?.pages).toEqual(expect.arrayContaining([`/posts/${post.json.slug}`, '/posts']));
  });

  it('refuses an empty or too long text (400), and hides the image from a user who did not upload it (404)', async () => {
    const mediaId = await mediaItemFor('post');
    const empty = await patchAlt(mediaId, { alt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toContain('Alt text is required');
    expect((await patchAlt(mediaId, { alt: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await patchAlt(mediaId, { alt: 'Mine now' }, user)).statusCode).toBe(404);
    const unchanged = await invoke(handler, 'GET', `/api/media/${mediaId}`, { headers: editor.headers });
    expect(unchanged.json.alt).toBe('A cover image');
  });
});
