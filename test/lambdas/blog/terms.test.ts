import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  [editor, admin] = await Promise.all([signedInAs('Editor'), signedInAs('Admin')]);
});

const createTopic = (body: Record<string, unknown>) =>
  invoke(handler, 'POST', '/api/topics', { headers: editor.headers, body });

describe('topics', () => {
  it('creates a topic with a slug derived from its name and audit fields from the caller', async () => {
    const answer = await createTopic({ name: 'Cloud Architecture', description: 'Designing for AWS' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({
      name: 'Cloud Architecture',
      slug: 'cloud-architecture',
      description: 'Designing for AWS',
      parentTopicId: null,
      childCount: 0,
      createdBy: editor.id,
      updatedBy: editor.id,
      version: 1,
    });
    const byId = await invoke(handler, 'GET', `/api/topics/${answer.json.id}`);
    expect(byId.json).toEqual(answer.json);
    const bySlug = await invoke(handler, 'GET', '/api/topics/slug/cloud-architecture');
    expect(bySlug.json.id).toBe(answer.json.id);
  });

  it('ignores audit fields sent by the client: unknown fields are refused', async () => {
    const answer = await createTopic({ name: 'Forged', createdBy: 'someone-else' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('createdBy: Unknown field');
  });

  it('lists children under their parent and counts them', async () => {
    const parent = (await createTopic({ name: 'Parent topic' })).json;
    const child = (await createTopic({ name: 'Child topic', parentTopicId: parent.id })).json;
    expect(child.parentTopicId).toBe(parent.id);
    const children = await invoke(handler, 'GET', `/api/topics/${parent.id}/children`);
    expect(children.json.items.map((item: { id: string }) => item.id)).toEqual([child.id]);
    expect((await invoke(handler, 'GET', `/api/topics/${parent.id}`)).json.childCount).toBe(1);
  });

  it('refuses to delete a topic with subtopics, then deletes it once they are gone', async () => {
    const parent = (await createTopic({ name: 'Doomed parent' })).json;
    const child = (await createTopic({ name: 'Doomed child', parentTopicId: parent.id })).json;
    const refused = await invoke(handler, 'DELETE', `/api/topics/${parent.id}`, { headers: admin.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe(
      'This topic has subtopics and cannot be deleted. Please remove or reassign the subtopics first.',
    );
    expect((await invoke(handler, 'DELETE', `/api/topics/${child.id}`, { headers: admin.headers })).statusCode).toBe(
      204,
    );
    expect((await invoke(handler, 'DELETE', `/api/topics/${parent.id}`, { headers: admin.headers })).statusCode).toBe(
      204,
    );
    const gone = await invoke(handler, 'GET', `/api/topics/${parent.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json.message).toBe('Topic not found');
    expect((await invoke(handler, 'GET', '/api/topics/slug/doomed-parent')).statusCode).toBe(404);
    const list = await invoke(handler, 'GET', '/api/topics?limit=100');
    expect(list.json.items.some((item: { id: string }) => item.id === parent.id)).toBe(false);
  });

  it('answers 404 Topic not found when deleting a topic that does not exist', async () => {
    const answer = await invoke(handler, 'DELETE', '/api/topics/0f0e0d0c-0000-4000-8000-000000000000', {
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json.message).toBe('Topic not found');
  });

  it('refuses a topic becoming its own parent or the child of its descendant', async () => {
    const top = (await createTopic({ name: 'Cycle top' })).json;
    const middle = (await createTopic({ name: 'Cycle middle', parentTopicId: top.id })).json;
    const bottom = (await createTopic({ name: 'Cycle bottom', parentTopicId: middle.id })).json;
    for (const parentTopicId of [top.id, bottom.id]) {
      const answer = await invoke(handler, 'PUT', `/api/topics/${top.id}`, {
        headers: editor.headers,
        body: { name: 'Cycle top', parentTopicId },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json.message).toBe('A topic cannot be its own parent or ancestor');
    }
    expect((await invoke(handler, 'GET', `/api/topics/${top.id}`)).json.parentTopicId).toBeNull();
  });

  it('moves a topic to another parent and keeps both child counts right', async () => {
    const first = (await createTopic({ name: 'First home' })).json;
    const second = (await createTopic({ name: 'Second home' })).json;
    const mover = (await createTopic({ name: 'Mover', parentTopicId: first.id })).json;
    const moved = await invoke(handler, 'PUT', `/api/topics/${mover.id}`, {
      headers: editor.headers,
      body: { name: 'Mover', parentTopicId: second.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json).toMatchObject({ parentTopicId: second.id, version: 2 });
    expect((await invoke(handler, 'GET', `/api/topics/${first.id}`)).json.childCount).toBe(0);
    expect((await invoke(handler, 'GET', `/api/topics/${second.id}`)).json.childCount).toBe(1);
  });

  it('refuses a stale version with 409 and keeps the newer change', async () => {
    const topic = (await createTopic({ name: 'Versioned' })).json;
    await invoke(handler, 'PUT', `/api/topics/${topic.id}`, {
      headers: editor.headers,
      body: { name: 'Versioned twice', version: 1 },
    });
    const stale = await invoke(handler, 'PUT', `/api/topics/${topic.id}`, {
      headers: editor.headers,
      body: { name: 'Lost update', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await invoke(handler, 'GET', `/api/topics/${topic.id}`)).json.name).toBe('Versioned twice');
  });
});

describe('tags', () => {
  const createTag = (body: Record<string, unknown>) =>
    invoke(handler, 'POST', '/api/tags', { headers: editor.headers, body });

  it('of many concurrent creates with one slug, exactly one succeeds and the others get Slug exists', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createTag({ name: `Race ${index}`, slug: 'race-slug' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(11);
    for (const answer of answers.filter((each) => each.statusCode === 400)) {
      expect(answer.json.message).toBe('Slug exists');
    }
    const list = await invoke(handler, 'GET', '/api/tags?limit=100');
    expect(list.json.items.filter((tag: { slug: string }) => tag.slug === 'race-slug')).toHaveLength(1);
  });

  it('refuses an update to a slug another tag has with 400 Slug exists, changing nothing', async () => {
    const first = (await createTag({ name: 'Alpha tag' })).json;
    const second = (await createTag({ name: 'Beta tag' })).json;
    const answer = await invoke(handler, 'PUT', `/api/tags/${second.id}`, {
      headers: editor.headers,
      body: { id: second.id, name: 'Beta tag', description: '', slug: first.slug },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('Slug exists');
    expect((await invoke(handler, 'GET', `/api/tags/${second.id}`)).json.slug).toBe('beta-tag');
  });

  it('frees the old slug when a tag changes slug, and a deleted tag frees its slug', async () => {
    const tag = (await createTag({ name: 'Renamed tag' })).json;
    const renamed = await invoke(handler, 'PUT', `/api/tags/${tag.id}`, {
      headers: editor.headers,
      body: { id: tag.id, name: 'Renamed tag', description: 'now with a new slug', slug: 'new-home' },
    });
    expect(renamed.json.slug).toBe('new-home');
    expect((await createTag({ name: 'Takes the old slug', slug: 'renamed-tag' })).statusCode).toBe(201);
    await invoke(handler, 'DELETE', `/api/tags/${tag.id}`, { headers: admin.headers });
    expect((await createTag({ name: 'Takes the freed slug', slug: 'new-home' })).statusCode).toBe(201);
  });

  it('answers 404 Tag not found for an update of a missing tag', async () => {
    const answer = await invoke(handler, 'PUT', '/api/tags/0f0e0d0c-0000-4000-8000-000000000000', {
      headers: editor.headers,
      body: { name: 'Ghost', description: '', slug: 'ghost' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json.message).toBe('Tag not found');
  });

  it('refuses an id in the body that is not the one in the URL', async () => {
    const tag = (await createTag({ name: 'Mismatch' })).json;
    const answer = await invoke(handler, 'PUT', `/api/tags/${tag.id}`, {
      headers: editor.headers,
      body: { id: '0f0e0d0c-0000-4000-8000-000000000000', name: 'Mismatch', slug: 'mismatch' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('id: does not match the id in the URL');
  });

  it('refuses malformed input with a message naming the field and writes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'name: Name is required'],
      [{ name: '   ' }, 'name: Name is required'],
      [{ name: 'x'.repeat(101) }, 'name: Name must be at most 100 characters'],
      [{ name: 42 }, 'name: Name is required'],
      [
        { name: 'Bad slug', slug: 'Not A Slug' },
        'slug: Slug may contain only lower-case letters, digits and single hyphens',
      ],
      [{ name: '!!!' }, 'slug: Slug is required when the name has no letters or digits'],
      [{ name: 'Orphan', parentId: '0f0e0d0c-0000-4000-8000-000000000000' }, 'Parent tag not found'],
    ];
    for (const [body, message] of cases) {
      const answer = await createTag(body as Record<string, unknown>);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toBe(message);
    }
    const list = await invoke(handler, 'GET', '/api/tags?limit=100');
    expect(list.json.items.some((tag: { name: string }) => tag.name === 'Orphan')).toBe(false);
  });
});

describe('categories', () => {
  it('pages through the list with an opaque cursor, in name order, without repeats', async () => {
    const names = Array.from({ length: 7 }, (_, index) => `Paged category ${String(index).padStart(2, '0')}`);
    for (const name of names) {
      expect(
        (await invoke(handler, 'POST', '/api/categories', { headers: editor.headers, body: { name } })).statusCode,
      ).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await invoke(handler, 'GET', `/api/categories?limit=3${query}`);
      expect(page.statusCode).toBe(200);
      expect(page.json.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.json.items.map((item: { name: string }) => item.name));
      cursor = page.json.cursor;
    } while (cursor);
    expect(seen.filter((name) => name.startsWith('Paged category'))).toEqual(names);
  });

  it('refuses a cursor it did not issue and a limit out of range', async () => {
    expect((await invoke(handler, 'GET', '/api/categories?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
    expect((await invoke(handler, 'GET', '/api/categories?limit=0')).statusCode).toBe(400);
    expect((await invoke(handler, 'GET', '/api/categories?limit=101')).statusCode).toBe(400);
  });
});
