import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler } from '#lambdas/projects/handler.ts';
import { signedInAs } from '../support/accounts';
import { invoke } from '../support/invoke';

type Caller = Awaited<ReturnType<typeof signedInAs>>;
let owner: Caller;

beforeEach(async () => {
  owner = await signedInAs('User');
});

const project = (name = 'Idempotent project', overrides: Record<string, unknown> = {}) => ({
  name,
  description: 'Created once',
  startDate: '2026-01-05',
  visibility: 0,
  status: 1,
  ...overrides,
});

const create = (body: unknown, key: string | undefined, caller: Caller = owner) =>
  invoke(handler, 'POST', '/api/projects', {
    headers: { ...caller.headers, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    body,
  });

const mine = async (caller: Caller = owner) => {
  const answer = await invoke(handler, 'GET', '/api/projects?owner=me&limit=100', { headers: caller.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json.items as Array<{ id: string; name: string }>;
};

describe('Idempotency-Key on create routes', () => {
  it('answers a retry with the same key and body with the first answer, and creates one item', async () => {
    const key = randomUUID();
    const first = await create(project(), key);
    expect(first.statusCode).toBe(201);
    const retry = await create(project(), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect((await mine()).map((item) => item.id)).toEqual([first.json.id]);
  });

  it('compares bodies whatever the order of their fields', async () => {
    const key = randomUUID();
    const first = await create(project('Ordered'), key);
    const { name, ...rest } = project('Ordered');
    const retry = await create({ ...rest, name }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json.id).toBe(first.json.id);
  });

  it('answers 422 naming the key reuse when the same key comes with a different body', async () => {
    const key = randomUUID();
    expect((await create(project('First body'), key)).statusCode).toBe(201);
    const reused = await create(project('Second body'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json.message).toMatch(/Idempotency-Key .* already used with a different request body/);
    expect((await mine()).map((item) => item.name)).toEqual(['First body']);
  });

  it('creates a new item on every request without a key, as before', async () => {
    expect((await create(project(), undefined)).statusCode).toBe(201);
    expect((await create(project(), undefined)).statusCode).toBe(201);
    expect(await mine()).toHaveLength(2);
  });

  it('keeps the keys of different callers apart', async () => {
    const other = await signedInAs('User');
    const key = randomUUID();
    const mineAnswer = await create(project('Owner project'), key);
    const theirs = await create(project('Other project'), key, other);
    expect(mineAnswer.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json.id).not.toBe(mineAnswer.json.id);
    expect(theirs.json.ownerId).toBe(other.id);
    expect((await mine(other)).map((item) => item.name)).toEqual(['Other project']);
  });

  it('keeps the keys of different routes apart', async () => {
    const editor = await signedInAs('Editor');
    const key = randomUUID();
    const tag = await invoke(blogHandler, 'POST', '/api/tags', {
      headers: { ...editor.headers, 'Idempotency-Key': key },
      body: { name: `Idempotent tag ${key}` },
    });
    const topic = await invoke(blogHandler, 'POST', '/api/topics', {
      headers: { ...editor.headers, 'Idempotency-Key': key },
      body: { name: `Idempotent topic ${key}` },
    });
    expect([tag.statusCode, topic.statusCode]).toEqual([201, 201]);
    expect(topic.json.id).not.toBe(tag.json.id);
  });

  it('does not remember a failed attempt: the same key may be retried with a corrected body', async () => {
    const key = randomUUID();
    const failed = await create(project(''), key);
    expect(failed.statusCode).toBe(400);
    const corrected = await create(project('Corrected'), key);
    expect(corrected.statusCode).toBe(201);
    expect((await mine()).map((item) => item.name)).toEqual(['Corrected']);
  });

  it('creates exactly one item for concurrent requests with the same key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(project('Concurrent'), key)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    const inProgress = answers.filter((answer) => answer.statusCode === 409);
    expect(created.length + inProgress.length).toBe(5);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.json.id)).size).toBe(1);
    for (const answer of inProgress) expect(answer.json.message).toMatch(/still in progress/);
    expect(await mine()).toHaveLength(1);
    // Once the first has finished, a retry gets its answer.
    const retry = await create(project('Concurrent'), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json.id).toBe((await mine())[0]?.id);
  });

  it('answers 400 naming the header for a key that is not 1–255 visible ASCII characters', async () => {
    for (const key of ['with space', 'x'.repeat(256), 'é']) {
      const answer = await create(project(), key);
      expect(answer.statusCode).toBe(400);
      expect(answer.json.message).toMatch(/^Idempotency-Key: /);
    }
    expect(await mine()).toHaveLength(0);
  });
});
