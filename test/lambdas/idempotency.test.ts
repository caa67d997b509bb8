import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as contentHandler } from '#lambdas/content/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { ContentFile } from '#lambdas/lib/db/entities/content-file.ts';
import { createIdOf } from '#lambdas/lib/idempotency/create-id.ts';
import { CONTENT_KEY_PREFIX } from '#shared/content.ts';
import { signedInAs } from '../support/accounts';
import { invoke } from '../support/invoke';
import { create, forgetAnswers, mine, ownerPerTest, project } from './idempotency-support';

ownerPerTest();

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

describe('a retry whose earlier try was saved but never answered (a timeout, a 503, a crash)', () => {
  it('derives one id per create from the route, the caller and the key', () => {
    const id = createIdOf('POST /posts user-1', 'key-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createIdOf('POST /posts user-1', 'key-1')).toBe(id);
    expect(createIdOf('POST /posts user-2', 'key-1')).not.toBe(id);
    expect(createIdOf('POST /tags user-1', 'key-1')).not.toBe(id);
    expect(createIdOf('POST /posts user-1', 'key-2')).not.toBe(id);
  });

  it('POST /api/posts: the retry gets the saved post, not "Slug exists" against itself', async () => {
    const editor = await signedInAs('Editor');
    const key = randomUUID();
    const body = { title: `Saved before its answer ${key}`, body: 'b', status: 'draft' };
    const send = (retryKey: string) =>
      invoke(blogHandler, 'POST', '/api/posts', { headers: { ...editor.headers, 'Idempotency-Key': retryKey }, body });
    const first = await send(key);
    expect(first.statusCode).toBe(201);
    expect(first.json.id).toBe(createIdOf(`POST /posts ${editor.id}`, key));
    await forgetAnswers('POST /posts', editor.id);
    const retry = await send(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json).toEqual(first.json);
    // Another create of the same title (another key) still meets the slug.
    const other = await send(randomUUID());
    expect(other.statusCode).toBe(400);
    expect(other.json.message).toBe('Slug exists');
    const list = await invoke(blogHandler, 'GET', '/api/posts?limit=100', { headers: editor.headers });
    expect(list.json.items.filter((post: { title: string }) => post.title === body.title)).toHaveLength(1);
  });

  it('POST /api/content/files: the retry finishes the file its earlier try claimed, not "already exists"', async () => {
    const user = await signedInAs('Editor');
    const name = `retried-${randomUUID().slice(0, 8)}`;
    const body = { collection: 'essential-insights', folder: ['retries'], name, markdown: `Marker ${name}` };
    const send = (retryKey: string) =>
      invoke(contentHandler, 'POST', '/api/content/files', {
        headers: { ...user.headers, 'Idempotency-Key': retryKey },
        body,
      });
    // The earlier try claimed the name, then S3 went quiet before the file was written.
    const key = randomUUID();
    const objectKey = `${CONTENT_KEY_PREFIX}essential-insights/retries/${name}.md`;
    await ContentFile.create({
      key: objectKey,
      createdBy: user.id,
      createdAt: new Date().toISOString(),
      createId: createIdOf(`POST /content/files ${user.id}`, key),
    }).go();
    const retry = await send(key);
    expect(retry.statusCode).toBe(201);
    const stored = await s3.send(new GetObjectCommand({ Bucket: process.env.CONTENT_BUCKET, Key: objectKey }));
    expect(await stored.Body?.transformToString()).toContain(`Marker ${name}`);
    // Saved, then its answer lost: the next retry answers the same again.
    await forgetAnswers('POST /content/files', user.id);
    const again = await send(key);
    expect(again.statusCode).toBe(201);
    expect(again.json).toEqual(retry.json);
    // Another create of the same name (another key) is refused as before.
    expect((await send(randomUUID())).statusCode).toBe(409);
  });
});
