import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPublisherSchedule } from '#infra/local/events/publisher-schedule.ts';
import { handler } from '#lambdas/blog/handler.ts';
import { handler as publisher } from '#lambdas/publisher/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let editor: Awaited<ReturnType<typeof signedInAs>>;
let tag: { id: string };

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function schedule(title: string, publishAt: string) {
  const answer = await invoke(handler, 'POST', '/api/posts', {
    headers: editor.headers,
    body: { title, body: 'Text.', status: 'scheduled', publishAt, tagIds: [tag.id] },
  });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json;
}

const read = async (id: string) => (await invoke(handler, 'GET', `/api/posts/${id}`, { headers: editor.headers })).json;

async function publishedIds(): Promise<string[]> {
  const answer = await invoke(handler, 'GET', '/api/posts/published?limit=100');
  return answer.json.items.map((item: { id: string }) => item.id);
}

beforeAll(async () => {
  editor = await signedInAs('Editor');
  tag = (await invoke(handler, 'POST', '/api/tags', { headers: editor.headers, body: { name: 'Scheduled tag' } })).json;
});

describe('scheduled posts', () => {
  it('are refused without publishAt, with one past or more than a year ahead, naming publishAt', async () => {
    const nextYear = new Date();
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    const cases: Array<[unknown, RegExp]> = [
      [undefined, /^publishAt: Publish at is required/],
      ['2020-01-01T00:00:00Z', /^publishAt: Publish at must be in the future/],
      [new Date(nextYear.getTime() + 60_000).toISOString(), /^publishAt: Publish at must be at most a year ahead/],
      ['tomorrow', /^publishAt: Publish at must be an ISO 8601 date and time/],
    ];
    for (const [publishAt, message] of cases) {
      const answer = await invoke(handler, 'POST', '/api/posts', {
        headers: editor.headers,
        body: { title: 'Refused schedule', body: 'Text.', status: 'scheduled', publishAt },
      });
      expect(answer.statusCode, String(publishAt)).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
  });

  it('are hidden until due, then published once by two concurrent runs, at their scheduled moment', async () => {
    const publishAt = inSeconds(2);
    const post = await schedule('Due soon', publishAt);
    expect(post).toMatchObject({ status: 'scheduled', publishAt, publishedAt: null });
    expect((await invoke(handler, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect(await publishedIds()).not.toContain(post.id);

    await sleep(Date.parse(publishAt) - Date.now() + 100);
    const runs = await Promise.all([publisher({ lookAheadMs: 0 }), publisher({ lookAheadMs: 0 })]);
    expect(runs.flatMap((run) => run.published).filter((id) => id === post.id)).toHaveLength(1);

    const published = await read(post.id);
    expect(published).toMatchObject({
      status: 'published',
      publishedAt: publishAt,
      publishAt: null,
      version: post.version + 1,
    });
    expect(await publishedIds()).toContain(post.id);
    const tagged = await invoke(handler, 'GET', `/api/posts/tag/${tag.id}?limit=100`);
    expect(tagged.json.items.map((item: { id: string }) => item.id)).toContain(post.id);

    // A later run changes nothing.
    expect((await publisher({ lookAheadMs: 0 })).published).not.toContain(post.id);
    expect(await read(post.id)).toEqual(published);
  });

  it('saved back to draft is never published; a moved publishAt moves the publication', async () => {
    const publishAt = inSeconds(2);
    const toDraft = await schedule('Scheduled then draft', publishAt);
    const moved = await schedule('Scheduled then moved', publishAt);
    const draft = await invoke(handler, 'PUT', `/api/posts/${toDraft.id}`, {
      headers: editor.headers,
      body: { title: toDraft.title, body: 'Text.', status: 'draft', publishAt, version: toDraft.version },
    });
    expect(draft.json).toMatchObject({ status: 'draft', publishAt: null });
    const later = inSeconds(3600);
    const movedAnswer = await invoke(handler, 'PUT', `/api/posts/${moved.id}`, {
      headers: editor.headers,
      body: { title: moved.title, body: 'Text.', status: 'scheduled', publishAt: later, version: moved.version },
    });
    expect(movedAnswer.json).toMatchObject({ status: 'scheduled', publishAt: later });

    await sleep(Date.parse(publishAt) - Date.now() + 100);
    const run = await publisher({ lookAheadMs: 0 });
    expect(run.published).not.toContain(toDraft.id);
    expect(run.published).not.toContain(moved.id);
    expect(await read(toDraft.id)).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await read(moved.id)).toMatchObject({ status: 'scheduled', publishAt: later, publishedAt: null });
    const scheduled = await invoke(handler, 'GET', '/api/posts?status=scheduled&sort=scheduled&limit=100', {
      headers: editor.headers,
    });
    expect(scheduled.json.items).toContainEqual(expect.objectContaining({ id: moved.id, publishAt: later }));
  });
});

describe('the local publisher schedule', () => {
  const local = new LocalPublisherSchedule({ worker: () => publisher, intervalMs: 5_000, log: () => {} });
  afterAll(() => local.stop());

  it('publishes a post scheduled 10 s ahead within 70 s, into /api/posts/published', { timeout: 90_000 }, async () => {
    local.start();
    const post = await schedule('Published by the local schedule', inSeconds(10));
    const deadline = Date.now() + 70_000;
    while (!(await publishedIds()).includes(post.id)) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(1_000);
    }
    const published = await read(post.id);
    expect(published.publishedAt).toBe(post.publishAt);
    // The local schedule waits for the moment: the post is not published early.
    expect(Date.parse(published.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.publishAt));
    expect(local.failedRuns).toBe(0);
  });
});
