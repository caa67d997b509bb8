import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/projects/handler.ts';
import { mediaShareImage, mediaSizes, mediaUrl } from '#shared/media.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { mediaItemFor } from '../../support/media-items';

let owner: Awaited<ReturnType<typeof signedInAs>>;

const REFUSAL = 'Cover image must be a ready image uploaded for this project';

const project = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  visibility: 0,
  status: 1,
  ...overrides,
});

const create = (body: Record<string, unknown>) =>
  invoke(handler, 'POST', '/api/projects', { headers: owner.headers, body });
const update = (id: string, body: Record<string, unknown>) =>
  invoke(handler, 'PUT', `/api/projects/${id}`, { headers: owner.headers, body });

const coverOf = (mediaId: string) => ({
  id: mediaId,
  alt: 'A cover image',
  width: 1600,
  height: 1000,
  sizes: mediaSizes(mediaId, 1600, 1000),
  shareImage: mediaShareImage(mediaId, 1600, 1000),
  url: mediaUrl(mediaId),
});

beforeAll(async () => {
  owner = await signedInAs('User');
});

describe('project cover images', () => {
  it('takes an image uploaded for this project and answers it on the project and in the list', async () => {
    const created = (await create(project('Covered project'))).json;
    const mediaId = await mediaItemFor('project', { projectId: created.id });
    const updated = await update(created.id, project('Covered project', { coverImageId: mediaId }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json.cover).toEqual(coverOf(mediaId));
    expect((await invoke(handler, 'GET', `/api/projects/${created.id}`)).json.cover).toEqual(coverOf(mediaId));
    const listed = (await invoke(handler, 'GET', '/api/projects?limit=100')).json.items;
    expect(listed.find((item: { id: string }) => item.id === created.id)?.cover).toEqual(coverOf(mediaId));

    expect((await update(created.id, project('Covered project', { coverImageId: null }))).json).not.toHaveProperty(
      'cover',
    );
    expect((await invoke(handler, 'GET', `/api/projects/${created.id}`)).json).not.toHaveProperty('cover');
  });

  it('takes a project image uploaded for no project in particular on create', async () => {
    const mediaId = await mediaItemFor('project');
    const created = await create(project('Created with a cover', { coverImageId: mediaId }));
    expect(created.statusCode).toBe(201);
    expect(created.json.cover).toEqual(coverOf(mediaId));
  });

  it("refuses an unknown id, a pending image, another purpose and another project's image", async () => {
    const created = (await create(project('Refusing project'))).json;
    const elsewhere = (await create(project('Other project'))).json;
    const refused = [
      '00000000-0000-4000-8000-000000000000',
      await mediaItemFor('project', { projectId: created.id, status: 'pending' }),
      await mediaItemFor('post'),
      await mediaItemFor('project', { projectId: elsewhere.id }),
    ];
    for (const coverImageId of refused) {
      const answer = await update(created.id, project('Refusing project', { coverImageId }));
      expect(answer.statusCode, coverImageId).toBe(400);
      expect(answer.json.message).toBe(`coverImageId: ${REFUSAL}`);
      expect(answer.json.errors).toEqual([{ field: 'coverImageId', message: REFUSAL }]);
    }
    expect((await invoke(handler, 'GET', `/api/projects/${created.id}`)).json.version).toBe(created.version);
  });
});
