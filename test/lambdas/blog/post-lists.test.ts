import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

type Account = Awaited<ReturnType<typeof signedInAs>>;
type Term = { id: string };
type Summary = { id: string; title: string; status: string; updatedAt: string; publishedAt: string | null };

let editor: Account;
let admin: Account;
let user: Account;
let topic: Term;
let otherTopic: Term;
let tag: Term;
let category: Term;
/** The posts of this file, by their title. */
const posts = new Map<string, Summary & { publishAt: string | null }>();

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function create(author: Account, title: string, fields: Record<string, unknown>) {
  const answer = await invoke(handler, 'POST', '/api/posts', {
    headers: author.headers,
    body: { title, body: 'Text.', status: 'draft', ...fields },
  });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  posts.set(title, answer.json);
  return answer.json;
}

/** Every page of `GET /api/posts?…` as `who`, in order (small pages, so paging with filters is exercised). */
async function titlesOf(query: string, who?: Account, limit = 2): Promise<string[]> {
  const titles: string[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await invoke(handler, 'GET', `/api/posts?limit=${limit}&${query}${after}`, { headers: who?.headers });
    expect(page.statusCode, JSON.stringify(page.json)).toBe(200);
    expect(page.json.items.length === limit || page.json.cursor === null).toBe(true);
    titles.push(...page.json.items.map((item: Summary) => item.title));
    cursor = page.json.cursor;
  } while (cursor);
  return titles.filter((title) => posts.has(title));
}

beforeAll(async () => {
  // One at a time: each sign-in hashes a password, and the machine running the tests may be busy.
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
  user = await signedInAs('User');
  const make = async (path: string, name: string) =>
    (await invoke(handler, 'POST', path, { headers: editor.headers, body: { name } })).json;
  [topic, otherTopic, tag, category] = await Promise.all([
    make('/api/topics', 'Lists topic'),
    make('/api/topics', 'Lists other topic'),
    make('/api/tags', 'Lists tag'),
    make('/api/categories', 'Lists category'),
  ]);
  // One after the other, so each is changed after the one before.
  await create(editor, 'Alpha draft about Lambda', { topicId: topic.id, tagIds: [tag.id] });
  await create(admin, 'Beta draft', { topicId: otherTopic.id, categoryIds: [category.id] });
  await create(editor, 'Gamma published', { status: 'published', topicId: topic.id, categoryIds: [category.id] });
  await create(admin, 'Delta published LAMBDA notes', { status: 'published', tagIds: [tag.id] });
  await create(editor, 'Epsilon scheduled later', {
    status: 'scheduled',
    publishAt: inMinutes(120),
    topicId: topic.id,
    tagIds: [tag.id],
  });
  await create(admin, 'Zeta scheduled sooner', { status: 'scheduled', publishAt: inMinutes(60), tagIds: [tag.id] });
  await create(editor, 'Eta published', { status: 'published', topicId: topic.id, tagIds: [tag.id] });
});

describe('GET /api/posts filters', () => {
  it('lists every status for editors, last changed first by default', async () => {
    expect(await titlesOf('', editor)).toEqual([
      'Eta published',
      'Zeta scheduled sooner',
      'Epsilon scheduled later',
      'Delta published LAMBDA notes',
      'Gamma published',
      'Beta draft',
      'Alpha draft about Lambda',
    ]);
  });

  it('filters by each status, each in its own order', async () => {
    expect(await titlesOf('status=draft', editor)).toEqual(['Beta draft', 'Alpha draft about Lambda']);
    expect(await titlesOf('status=published&sort=published', editor)).toEqual([
      'Eta published',
      'Delta published LAMBDA notes',
      'Gamma published',
    ]);
    expect(await titlesOf('status=scheduled&sort=scheduled', editor)).toEqual([
      'Zeta scheduled sooner',
      'Epsilon scheduled later',
    ]);
    // Another order than the status's own: by last change.
    expect(await titlesOf('status=scheduled', editor)).toEqual(['Zeta scheduled sooner', 'Epsilon scheduled later']);
    expect(await titlesOf('sort=scheduled', editor)).toEqual(['Zeta scheduled sooner', 'Epsilon scheduled later']);
  });

  it('gives published posts only to everyone else, whatever they ask', async () => {
    const published = ['Eta published', 'Delta published LAMBDA notes', 'Gamma published'];
    for (const who of [undefined, user]) {
      expect(await titlesOf('', who)).toEqual(published);
      expect(await titlesOf('status=draft', who)).toEqual(published);
      expect(await titlesOf(`status=scheduled&topicId=${topic.id}`, who)).toEqual(['Eta published', 'Gamma published']);
    }
  });

  it('filters by topic, tag and category, alone and with a status', async () => {
    expect(await titlesOf(`topicId=${topic.id}`, editor)).toEqual([
      'Eta published',
      'Epsilon scheduled later',
      'Gamma published',
      'Alpha draft about Lambda',
    ]);
    expect(await titlesOf(`tagId=${tag.id}&status=scheduled&sort=scheduled`, editor)).toEqual([
      'Zeta scheduled sooner',
      'Epsilon scheduled later',
    ]);
    expect(await titlesOf(`tagId=${tag.id}&status=published&sort=published`, editor)).toEqual([
      'Eta published',
      'Delta published LAMBDA notes',
    ]);
    expect(await titlesOf(`categoryId=${category.id}`, editor)).toEqual(['Gamma published', 'Beta draft']);
    expect(await titlesOf(`categoryId=${category.id}&status=draft`, editor)).toEqual(['Beta draft']);
    // Two terms: the first names the links read, the second filters them.
    expect(await titlesOf(`topicId=${topic.id}&tagId=${tag.id}&status=published&sort=published`, editor)).toEqual([
      'Eta published',
    ]);
  });

  it('filters by author and by words or parts of words of the title, any case', async () => {
    expect(await titlesOf(`authorId=${admin.id}`, editor)).toEqual([
      'Zeta scheduled sooner',
      'Delta published LAMBDA notes',
      'Beta draft',
    ]);
    expect(await titlesOf('q=lambda', editor)).toEqual(['Delta published LAMBDA notes', 'Alpha draft about Lambda']);
    expect(await titlesOf('q=Lambda%20notes', editor)).toEqual(['Delta published LAMBDA notes']);
    // The start or any part of a word, as the site's search matches prefixes.
    expect(await titlesOf('q=lamb', editor)).toEqual(['Delta published LAMBDA notes', 'Alpha draft about Lambda']);
    expect(await titlesOf('q=AMBD', editor)).toEqual(['Delta published LAMBDA notes', 'Alpha draft about Lambda']);
    expect(await titlesOf('q=lamb%20not', editor)).toEqual(['Delta published LAMBDA notes']);
    expect(await titlesOf('q=lambdas', editor)).toEqual([]);
    expect(await titlesOf(`q=ubli&tagId=${tag.id}&status=published&sort=published`, editor)).toEqual([
      'Eta published',
      'Delta published LAMBDA notes',
    ]);
    expect(await titlesOf(`q=lambda&authorId=${editor.id}&status=draft`, editor)).toEqual(['Alpha draft about Lambda']);
    expect(await titlesOf(`q=published&tagId=${tag.id}&status=published&sort=published`, editor)).toEqual([
      'Eta published',
      'Delta published LAMBDA notes',
    ]);
  });

  it('answers 400 naming the field for a bad value or a sort that does not fit the status', async () => {
    const cases: Array<[string, string]> = [
      ['status=archived', 'status'],
      ['sort=oldest', 'sort'],
      ['topicId=not%20an%20id', 'topicId'],
      ['status=draft&sort=published', 'sort'],
      ['status=published&sort=scheduled', 'sort'],
    ];
    for (const [query, field] of cases) {
      const answer = await invoke(handler, 'GET', `/api/posts?${query}`, { headers: editor.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json.message, query).toMatch(new RegExp(`^${field}: `));
    }
    const anonymous = await invoke(handler, 'GET', '/api/posts?sort=scheduled');
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json.message).toMatch(/^sort: /);
  });
});
