import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { deleteMediaItem } from '#lambdas/lib/media/media-items.ts';
import { mediaShareImage, mediaSizes, mediaUrl } from '#shared/media.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { mediaItemFor } from '../../support/media-items';

let editor: Awaited<ReturnType<typeof signedInAs>>;
let tag: { id: string };

const REFUSAL = 'Cover image must be a ready image uploaded for posts';

const post = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  body: 'Text under the cover.',
  status: 'published',
  tagIds: [tag.id],
  ...overrides,
});

const createPost = (body: Record<string, unknown>) =>
  invoke(handler, 'POST', '/api/posts', { headers: editor.headers, body });

const coverOf = (mediaId: string, alt = 'A cover image') => ({
  id: mediaId,
  alt,
  width: 1600,
  height: 1000,
  sizes: mediaSizes(mediaId, 1600, 1000),
  shareImage: mediaShareImage(mediaId, 1600, 1000),
  url: mediaUrl(mediaId),
});

beforeAll(async () => {
  editor = await signedInAs('Editor');
  tag = (await invoke(handler, 'POST', '/api/tags', { headers: editor.headers, body: { name: 'Covered tag' } })).json;
});

describe('post cover images', () => {
  it('answers the cover on the post, by slug, and in every list of posts', async () => {
    const mediaId = await mediaItemFor('post', { alt: 'A harbour at dawn' });
    const created = await createPost(post('Covered post', { coverImageId: mediaId }));
    expect(created.statusCode).toBe(201);
    expect(created.json.cover).toEqual(coverOf(mediaId, 'A harbour at dawn'));
    expect((await invoke(handler, 'GET', '/api/posts/slug/covered-post')).json.cover).toEqual(created.json.cover);

    const lists = [
      '/api/posts?limit=100',
      '/api/posts/published?limit=100',
      `/api/posts?status=published&tagId=${tag.id}&limit=100`,
      `/api/posts/tag/${tag.id}?limit=100`,
    ];
    for (const path of lists) {
      const items = (await invoke(handler, 'GET', path)).json.items as Array<{ id: string; cover?: unknown }>;
      expect(items.find((item) => item.id === created.json.id)?.cover, path).toEqual(created.json.cover);
    }
  });

  it('clears the cover when an update sends null or leaves it out, and keeps it through a status change', async () => {
    const mediaId = await mediaItemFor('post');
    const created = (await createPost(post('Cover cleared', { coverImageId: mediaId }))).json;
    const kept = await invoke(handler, 'POST', '/api/posts/bulk-status', {
      headers: editor.headers,
      body: { ids: [created.id], status: 'draft' },
    });
    expect(kept.json.updated).toEqual([created.id]);
    expect((await invoke(handler, 'GET', `/api/posts/${created.id}`, { headers: editor.headers })).json.cover).toEqual(
      coverOf(mediaId),
    );

    const put = (body: Record<string, unknown>) =>
      invoke(handler, 'PUT', `/api/posts/${created.id}`, { headers: editor.headers, body });
    expect((await put(post('Cover cleared', { coverImageId: null }))).json).not.toHaveProperty('cover');
    expect((await put(post('Cover cleared', { coverImageId: mediaId }))).json.cover).toEqual(coverOf(mediaId));
    expect((await put(post('Cover cleared'))).json).not.toHaveProperty('cover');
    const read = await invoke(handler, 'GET', `/api/posts/${created.id}`);
    expect(read.json).not.toHaveProperty('cover');
    const links = (await invoke(handler, 'GET', `/api/posts/tag/${tag.id}?limit=100`)).json.items;
    expect(links.find((item: { id: string }) => item.id === created.id)).not.toHaveProperty('cover');
  });

  it('refuses an unknown id, an image not ready yet and one uploaded for something else', async () => {
    const refused = [
      '00000000-0000-4000-8000-000000000000',
      await mediaItemFor('post', { status: 'pending' }),
      await mediaItemFor('project'),
      await mediaItemFor('document'),
    ];
    for (const coverImageId of refused) {
      const answer = await createPost(post('Refused cover', { coverImageId }));
      expect(answer.statusCode, coverImageId).toBe(400);
      expect(answer.json.message).toBe(`coverImageId: ${REFUSAL}`);
      expect(answer.json.errors).toEqual([{ field: 'coverImageId', message: REFUSAL }]);
    }
    const notAnId = await createPost(post('Refused cover', { coverImageId: 'not an id' }));
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json.errors).toEqual([{ field: 'coverImageId', message: 'Cover image is not a valid id' }]);
  });

  it('leaves out a cover whose image was deleted', async () => {
    const mediaId = await mediaItemFor('post');
    const created = (await createPost(post('Cover deleted', { coverImageId: mediaId }))).json;
    await deleteMediaItem(mediaId);
    expect((await invoke(handler, 'GET', `/api/posts/${created.id}`)).json).not.toHaveProperty('cover');
    const listed = (await invoke(handler, 'GET', '/api/posts/published?limit=100')).json.items;
    expect(listed.find((item: { id: string }) => item.id === created.id)).not.toHaveProperty('cover');
  });
});
