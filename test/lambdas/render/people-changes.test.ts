import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { config } from '#lambdas/lib/config.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { handler } from '#lambdas/render/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { reads, source } from './held-render-bundle';
import { createSiteBucket } from './site-bucket-fixture';

/**
 * A person's account deleted, restored or removed, as the table's stream brings it to the render
 * function: the public pages that show them are rendered again (their public projects' pages, and
 * their published posts' pages and lists), so a deleted member or author leaves them. The stand-in
 * server build records which pages were rendered.
 */

type Account = Awaited<ReturnType<typeof signedInAs>>;
type StoredItem = Record<string, unknown>;

beforeAll(async () => {
  Object.assign(process.env, {
    SITE_BUCKET: `site-${randomUUID()}`,
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    // The stand-in build reads no API; the renderer only insists that one is set.
    RENDER_API_URL: 'http://localhost:9/api',
  });
  source.title = 'A page';
  await createSiteBucket(process.env.SITE_BUCKET ?? '');
});

beforeEach(() => {
  reads.length = 0;
});

/** The user's item as the table holds it (ElectroDB's own attributes included), as a stream image carries it. */
async function storedUser(userId: string): Promise<StoredItem> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: config.tableName, Key: User.get({ userId }).params().Key, ConsistentRead: true }),
  );
  if (!Item) throw new Error(`No user item for ${userId}`);
  return Item;
}

/** One stream record of a change from `before` to `after` (undefined: put or removed), as Lambda delivers it. */
function streamEvent(before: StoredItem | undefined, after: StoredItem | undefined): DynamoDBStreamEvent {
  const image = (item: StoredItem | undefined) =>
    item ? (marshall(item, { removeUndefinedValues: true }) as never) : undefined;
  return {
    Records: [
      {
        eventSource: 'aws:dynamodb',
        eventName: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
        dynamodb: { OldImage: image(before), NewImage: image(after), SequenceNumber: '1' },
      },
    ],
  };
}

async function renderedFor(before: StoredItem | undefined, after: StoredItem | undefined): Promise<string[]> {
  reads.length = 0;
  const answer = await handler(streamEvent(before, after));
  expect(answer).toEqual({ batchItemFailures: [] });
  return [...new Set(reads.map((read) => read.pathname))].sort();
}

let admin: Account;
let person: Account;
let pagesShowingPerson: string[];

beforeAll(async () => {
  const editor = await signedInAs('Editor');
  [admin, person] = await Promise.all([signedInAs('Admin'), signedInAs('Editor')]);
  const project = async (headers: Record<string, string>, visibility: number) =>
    (
      await invoke(projectsHandler, 'POST', '/api/projects', {
        headers,
        body: { name: `Project ${randomUUID().slice(0, 8)}`, visibility, status: 1 },
      })
    ).json as { id: string };
  const owned = await project(person.headers, 0);
  const joined = await project(editor.headers, 0);
  const privateOne = await project(editor.headers, 1);
  await project(editor.headers, 0);
  for (const { id } of [joined, privateOne]) {
    await invoke(projectsHandler, 'POST', `/api/projects/${id}/members`, {
      headers: editor.headers,
      body: { userId: person.id },
    });
  }
  const term = async (kind: 'topics' | 'tags', name: string) =>
    (await invoke(blogHandler, 'POST', `/api/${kind}`, { headers: editor.headers, body: { name } })).json as {
      id: string;
      slug: string;
    };
  const [topic, tag] = await Promise.all([term('topics', 'People topic'), term('tags', 'people-tag')]);
  const post = async (headers: Record<string, string>, title: string, status: string) =>
    invoke(blogHandler, 'POST', '/api/posts', {
      headers,
      body: { title, summary: '', body: 'Text.', status, topicId: topic.id, tagIds: [tag.id] },
    });
  await post(person.headers, 'Written by the person', 'published');
  await post(person.headers, 'A draft of the person', 'draft');
  await post(editor.headers, 'Written by someone else', 'published');
  pagesShowingPerson = [
    `/projects/${owned.id}`,
    `/projects/${joined.id}`,
    '/posts/written-by-the-person',
    '/posts',
    `/topics/${topic.slug}`,
    `/tags/${tag.slug}`,
  ].sort();
});

describe("a person's account on rendered pages", () => {
  it('deleted, restored or removed: the public pages that show them are rendered again', async () => {
    const live = await storedUser(person.id);
    await invoke(usersHandler, 'DELETE', `/api/users/${person.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    const deleted = await storedUser(person.id);
    expect(deleted.isDeleted).toBe(true);

    expect(await renderedFor(live, deleted)).toEqual(pagesShowingPerson);
    expect(await renderedFor(deleted, live)).toEqual(pagesShowingPerson);
    expect(await renderedFor(live, undefined)).toEqual(pagesShowingPerson);
  });

  it('anything else of theirs (a sign-in, a new account, a deleted one removed): no page', async () => {
    const live = await storedUser(person.id);
    const signedIn = { ...live, lastLogin: new Date().toISOString(), failedLoginAttempts: 0 };
    expect(await renderedFor(live, signedIn)).toEqual([]);
    expect(await renderedFor(undefined, live)).toEqual([]);
    const deleted = { ...live, isDeleted: true, deletedAt: new Date().toISOString() };
    expect(await renderedFor(deleted, undefined)).toEqual([]);
    expect(await renderedFor(deleted, { ...deleted, reactivationReason: 'Please' })).toEqual([]);
  });
});
