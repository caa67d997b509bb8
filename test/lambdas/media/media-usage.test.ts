import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as contentHandler } from '#lambdas/content/handler.ts';
import { handler } from '#lambdas/media/handler.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { MEDIA_IN_USE, type MediaUsage, mediaMarkdownUrl } from '#shared/media.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { mediaItemFor } from '../../support/media-items';

/**
 * Where an image is used, recorded when the post, project or document that shows it is saved: the
 * library lists the uses, a save that drops the image or a delete of the content removes them, and
 * deleting an image in use needs `confirm=true`.
 */

type Account = Awaited<ReturnType<typeof signedInAs>>;
let editor: Account;
let admin: Account;

beforeAll(async () => {
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
});

const usesOf = async (mediaId: string): Promise<MediaUsage[]> => {
  const answer = await invoke(handler, 'GET', `/api/media/${mediaId}`, { headers: editor.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json.usedIn as MediaUsage[];
};

const savePost = (body: Record<string, unknown>, id?: string) =>
  invoke(blogHandler, id ? 'PUT' : 'POST', id ? `/api/posts/${id}` : '/api/posts', {
    headers: editor.headers,
    body: { summary: '', status: 'published', ...body },
  });

const imageIn = (mediaId: string) => `![A chart](${mediaMarkdownUrl(mediaId, 1600, 1000)})`;

describe('where an image is used', () => {
  it('lists a post that shows it as its cover and one that shows it in its text, with their titles and pages', async () => {
    const image = await mediaItemFor('post');
    const title = `Harbour ${randomUUID().slice(0, 8)}`;
    const covered = await savePost({ title, body: 'Text.', coverImageId: image });
    const inText = await savePost({ title: `${title} notes`, body: `Before.\n\n${imageIn(image)}`, status: 'draft' });
    expect(covered.statusCode).toBe(201);
    expect(inText.statusCode).toBe(201);

    expect(await usesOf(image)).toEqual(
      expect.arrayContaining([
        { kind: 'post', id: covered.json.id, title, link: `/posts/${covered.json.slug}` },
        { kind: 'post', id: inText.json.id, title: `${title} notes`, link: `/posts/edit/${inText.json.id}` },
      ]),
    );
    expect(await usesOf(image)).toHaveLength(2);
    const library = await invoke(handler, 'GET', '/api/media', { headers: editor.headers });
    const listed = (library.json.items as Array<{ id: string; usedIn: MediaUsage[] }>).find(({ id }) => id === image);
    expect(listed?.usedIn).toHaveLength(2);
  });

  it('forgets a use when the post is saved without the image, and when the post is deleted', async () => {
    const [cover, other] = await Promise.all([mediaItemFor('post'), mediaItemFor('post')]);
    const title = `Changing ${randomUUID().slice(0, 8)}`;
    const created = await savePost({ title, body: imageIn(other), coverImageId: cover, status: 'draft' });
    expect((await usesOf(cover)).map((use) => use.id)).toEqual([created.json.id]);

    const updated = await savePost(
      { title, body: 'No image now.', coverImageId: null, status: 'draft' },
      created.json.id,
    );
    expect(updated.statusCode).toBe(200);
    expect(await usesOf(cover)).toEqual([]);
    expect(await usesOf(other)).toEqual([]);

    await savePost({ title, body: imageIn(other), status: 'draft' }, created.json.id);
    expect(await usesOf(other)).toHaveLength(1);
    const deleted = await invoke(blogHandler, 'DELETE', `/api/posts/${created.json.id}`, { headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await usesOf(other)).toEqual([]);
  });

  it('lists a project by its name, and forgets it when the project is deleted', async () => {
    const image = await mediaItemFor('project');
    const name = `Bridge ${randomUUID().slice(0, 8)}`;
    const project = await invoke(projectsHandler, 'POST', '/api/projects', {
      headers: editor.headers,
      body: { name, visibility: 0, status: 1, description: imageIn(image) },
    });
    expect(project.statusCode).toBe(201);
    expect(await usesOf(image)).toEqual([
      { kind: 'project', id: project.json.id, title: name, link: `/projects/${project.json.id}` },
    ]);
    await invoke(projectsHandler, 'DELETE', `/api/projects/${project.json.id}`, { headers: admin.headers });
    expect(await usesOf(image)).toEqual([]);
  });

  it('lists a document by its title and page, and forgets it when the document is deleted', async () => {
    const image = await mediaItemFor('document');
    const name = `pictures-${randomUUID().slice(0, 8)}`;
    const created = await invoke(contentHandler, 'POST', '/api/content/files', {
      headers: editor.headers,
      body: { collection: 'essential-insights', name, markdown: `# Pictured note\n\n${imageIn(image)}` },
    });
    expect(created.statusCode).toBe(201);
    const page = `/essential-insights/${name}`;
    expect(await usesOf(image)).toEqual([{ kind: 'document', id: page.slice(1), title: 'Pictured note', link: page }]);

    const removed = await invoke(
      contentHandler,
      'DELETE',
      `/api/content/files?collection=essential-insights&path=${name}`,
      {
        headers: admin.headers,
      },
    );
    expect(removed.statusCode).toBe(204);
    expect(await usesOf(image)).toEqual([]);
  });
});

describe('deleting an image in use', () => {
  it('is refused with 409 naming the pages, and goes ahead with confirm=true', async () => {
    const image = await mediaItemFor('post');
    const title = `Doomed ${randomUUID().slice(0, 8)}`;
    const post = await savePost({ title, body: 'Text.', coverImageId: image });

    const refused = await invoke(handler, 'DELETE', `/api/media/${image}`, { headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json).toMatchObject({
      message: MEDIA_IN_USE,
      usedIn: [{ kind: 'post', id: post.json.id, title, link: `/posts/${post.json.slug}` }],
    });
    expect((await invoke(handler, 'GET', `/api/media/${image}`, { headers: admin.headers })).statusCode).toBe(200);

    const deleted = await invoke(handler, 'DELETE', `/api/media/${image}?confirm=true`, { headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await invoke(handler, 'GET', `/api/media/${image}`, { headers: admin.headers })).statusCode).toBe(404);
    const answered = await invoke(blogHandler, 'GET', `/api/posts/${post.json.id}`, { headers: editor.headers });
    expect(answered.json.cover).toBeUndefined();
  });

  it('needs no confirmation for an image nothing uses', async () => {
    const image = await mediaItemFor('post');
    const deleted = await invoke(handler, 'DELETE', `/api/media/${image}`, { headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
  });
});
