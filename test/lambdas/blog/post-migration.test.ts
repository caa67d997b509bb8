import { randomUUID } from 'node:crypto';
import { GetCommand, type GetCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { migratePosts } from '#lambdas/lib/blog/post-migration.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { auditAttributes, lifecycleAttribute } from '#lambdas/lib/db/entities/audit-attributes.ts';
import { secondaryIndex, tableIndex } from '#lambdas/lib/db/entities/index-keys.ts';
import { Post } from '#lambdas/lib/db/entities/post.ts';
import { entityConfig } from '#lambdas/lib/db/entity-config.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';

const termRef = {
  type: 'map',
  properties: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    slug: { type: 'string', required: true },
  },
} as const;

/** The post as 0.13 stored it: gsi1 by createdAt, drafts ordered by createdAt, no filter fields. */
const PostBefore014 = new Entity(
  {
    model: { entity: 'post', version: '1', service: 'portfolio' },
    attributes: {
      postId: { type: 'string', required: true },
      ...lifecycleAttribute,
      title: { type: 'string', required: true },
      slug: { type: 'string', required: true },
      summary: { type: 'string', default: '' },
      body: { type: 'string', required: true },
      status: { type: ['draft', 'published'] as const, required: true },
      publishedAt: { type: 'string' },
      sortDate: { type: 'string', required: true },
      topic: { ...termRef },
      tags: { type: 'list', items: { ...termRef }, default: () => [] },
      categories: { type: 'list', items: { ...termRef }, default: () => [] },
      viewCount: { type: 'number', default: 0 },
      authorId: { type: 'string', required: true },
      authorName: { type: 'string', required: true },
      ...auditAttributes,
    },
    indexes: {
      byId: tableIndex(['postId'], []),
      newestFirst: secondaryIndex('gsi1', ['lifecycle'], ['createdAt', 'postId']),
      bySlug: secondaryIndex('gsi2', ['lifecycle', 'slug'], []),
      byStatus: secondaryIndex('gsi3', ['lifecycle', 'status'], ['sortDate', 'postId']),
    },
  },
  entityConfig,
);

/** A post link as 0.13 stored it: no authorId, no filter fields. */
const PostLinkBefore014 = new Entity(
  {
    model: { entity: 'postLink', version: '1', service: 'portfolio' },
    attributes: {
      kind: { type: ['topic', 'tag', 'category'] as const, required: true },
      termId: { type: 'string', required: true },
      postId: { type: 'string', required: true },
      status: { type: ['draft', 'published'] as const, required: true },
      sortDate: { type: 'string', required: true },
      title: { type: 'string', required: true },
      slug: { type: 'string', required: true },
      summary: { type: 'string', default: '' },
      publishedAt: { type: 'string' },
      authorName: { type: 'string', required: true },
    },
    indexes: { byTerm: tableIndex(['kind', 'termId'], ['status', 'sortDate', 'postId']) },
  },
  entityConfig,
);

type Account = Awaited<ReturnType<typeof signedInAs>>;
type TermRef = { id: string; name: string; slug: string };

let editor: Account;
let topic: TermRef;
let tag: TermRef;
let category: TermRef;

/** Writes a post and its links as 0.13 did, created on `createdAt` and last changed on `updatedAt`. */
async function writeBefore014(
  title: string,
  status: 'draft' | 'published',
  dates: { createdAt: string; updatedAt: string },
) {
  const postId = randomUUID();
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const publishedAt = status === 'published' ? dates.updatedAt : undefined;
  const sortDate = publishedAt ?? dates.createdAt;
  const card = { postId, status, sortDate, title, slug, summary: 'Old', publishedAt, authorName: 'Test Editor' };
  await PostBefore014.create({
    ...card,
    body: 'Old text.',
    topic,
    tags: [tag],
    categories: [category],
    authorId: editor.id,
    ...dates,
    createdBy: editor.id,
    updatedBy: editor.id,
    version: 1,
  }).go();
  for (const [kind, termId] of [
    ['topic', topic.id],
    ['tag', tag.id],
    ['category', category.id],
  ] as const) {
    await PostLinkBefore014.create({ ...card, kind, termId }).go();
  }
  return postId;
}

/** The ids `GET /api/posts?…` lists to the editor, every page. */
async function listed(query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await invoke(handler, 'GET', `/api/posts?limit=100&${query}${after}`, { headers: editor.headers });
    expect(page.statusCode, JSON.stringify(page.json)).toBe(200);
    ids.push(...page.json.items.map((item: { id: string }) => item.id));
    cursor = page.json.cursor;
  } while (cursor);
  return ids;
}

beforeAll(async () => {
  editor = await signedInAs('Editor');
  const make = async (path: string, name: string) =>
    (await invoke(handler, 'POST', path, { headers: editor.headers, body: { name } })).json;
  const refOf = ({ id, name, slug }: TermRef): TermRef => ({ id, name, slug });
  [topic, tag, category] = (
    await Promise.all([
      make('/api/topics', 'Migrated topic'),
      make('/api/tags', 'Migrated tag'),
      make('/api/categories', 'Migrated category'),
    ])
  ).map(refOf) as [TermRef, TermRef, TermRef];
});

describe('migratePosts', () => {
  it('rewrites posts stored before 0.14.0 so GET /api/posts lists them under every filter, once', async () => {
    const draftId = await writeBefore014('Legacy draft quokka', 'draft', {
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-02-01T10:00:00.000Z',
    });
    const publishedId = await writeBefore014('Legacy published quokka', 'published', {
      createdAt: '2025-01-02T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
    const stored = await documentClient.send(new GetCommand(Post.get({ postId: draftId }).params() as GetCommandInput));
    expect(stored.Item).toMatchObject({
      gsi1sk: `$post_1#createdAt_2025-01-01T10:00:00.000Z#postId_${draftId}`,
      sortDate: '2025-01-01T10:00:00.000Z',
    });
    expect(stored.Item).not.toHaveProperty('titleSearch');
    expect(stored.Item).not.toHaveProperty('tagIds');

    const both: string[] = [draftId, publishedId];
    const filters = [
      '',
      'status=draft',
      'status=published',
      'status=published&sort=published',
      'sort=published',
      `topicId=${topic.id}`,
      `tagId=${tag.id}`,
      `categoryId=${category.id}`,
      `authorId=${editor.id}`,
      'q=quokka',
      `status=published&tagId=${tag.id}&q=quokka`,
      `status=draft&categoryId=${category.id}&authorId=${editor.id}`,
      `topicId=${topic.id}&tagId=${tag.id}&categoryId=${category.id}`,
    ];
    // Only a bare status (gsi3, whose keys did not change) still finds them; the default list and
    // every other filter miss them.
    const bareStatus = ['status=draft', 'status=published', 'status=published&sort=published', 'sort=published'];
    for (const query of filters.filter((query) => !bareStatus.includes(query))) {
      expect(
        (await listed(query)).filter((id) => both.includes(id)),
        query,
      ).toEqual([]);
    }

    const first = await migratePosts();
    expect(first.failed).toEqual([]);
    expect(first.migrated).toBeGreaterThanOrEqual(2);

    const expected = (query: string) => {
      if (query.includes('status=draft')) return [draftId];
      if (query.includes('published')) return [publishedId];
      return both;
    };
    for (const query of filters) {
      const ids = await listed(query);
      expect(ids.filter((id) => both.includes(id)).sort(), query).toEqual(expected(query).sort());
    }
    // A draft is ordered by its last change now, as drafts saved since 0.14.0 are.
    const draft = (await Post.get({ postId: draftId }).go()).data;
    expect(draft).toMatchObject({ sortDate: '2025-02-01T10:00:00.000Z', updatedAt: '2025-02-01T10:00:00.000Z' });
    expect(draft).toMatchObject({ version: 2, titleSearch: ' legacy draft quokka ', tagIds: [tag.id] });
    const tagged = await invoke(handler, 'GET', `/api/posts/tag/${tag.id}?limit=100`);
    expect(tagged.json.items.map((item: { id: string }) => item.id)).toContain(publishedId);

    // A second run only reads.
    const second = await migratePosts();
    expect(second).toMatchObject({ migrated: 0, failed: [] });
    expect(second.checked).toBe(first.checked);
    expect((await Post.get({ postId: draftId }).go()).data?.version).toBe(2);
  });

  it('leaves an edit made while it runs in place, and the post listed', async () => {
    const postId = await writeBefore014('Legacy edited wombat', 'draft', {
      createdAt: '2025-01-03T10:00:00.000Z',
      updatedAt: '2025-01-03T10:00:00.000Z',
    });
    const edit = invoke(handler, 'PUT', `/api/posts/${postId}`, {
      headers: editor.headers,
      body: { title: 'Edited wombat', body: 'New text.', status: 'draft', tagIds: [tag.id], version: 1 },
    });
    const [outcome, edited] = await Promise.all([migratePosts(), edit]);
    expect(outcome.failed).toEqual([]);
    // Either the edit came first (the migration then finds the post current), or the migration
    // did (the edit, holding version 1, is refused as any stale save is).
    const post = (await invoke(handler, 'GET', `/api/posts/${postId}`, { headers: editor.headers })).json;
    if (edited.statusCode === 200) expect(post).toMatchObject({ title: 'Edited wombat', version: 2 });
    else expect([edited.statusCode, post.title, post.version]).toEqual([409, 'Legacy edited wombat', 2]);
    expect(await listed(`tagId=${tag.id}&q=wombat`)).toEqual([postId]);
  });
});
