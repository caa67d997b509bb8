import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as feedsHandler } from '#lambdas/feeds/handler.ts';
import { allPublicPages, publicPageEntries } from '#lambdas/lib/render/all-pages.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

/**
 * Which term pages are public pages (docs/rendering.md, "Which pages"): the indexes `/topics`,
 * `/tags` and `/categories` always, and the page of a topic, tag or category only while a
 * published post is filed under it. The same list is rendered, put in /sitemap.xml and used to
 * tell which addresses answer.
 */

type Headers = Record<string, string>;
let editor: Headers;
const suffix = randomUUID().slice(0, 8);

beforeAll(async () => {
  editor = (await signedInAs('Editor')).headers;
});

const term = async (kind: 'topics' | 'tags' | 'categories', name: string) => {
  const answer = await invoke(blogHandler, 'POST', `/api/${kind}`, { headers: editor, body: { name } });
  expect(answer.statusCode).toBe(201);
  return answer.json as { id: string; slug: string };
};

let made = 0;

/** A draft post filed under a new topic, tag and category of its own, and how to change its status. */
async function filedPost() {
  const name = `${suffix} ${++made}`;
  const [topic, tag, category] = await Promise.all([
    term('topics', `Listed topic ${name}`),
    term('tags', `listed-tag ${name}`),
    term('categories', `Listed category ${name}`),
  ]);
  const created = await invoke(blogHandler, 'POST', '/api/posts', {
    headers: editor,
    body: {
      title: `Listed post ${name}`,
      summary: '',
      body: 'Text.',
      status: 'draft',
      topicId: topic.id,
      tagIds: [tag.id],
      categoryIds: [category.id],
    },
  });
  expect(created.statusCode).toBe(201);
  const post = created.json as Record<string, unknown> & { id: string };
  const pages = [`/topics/${topic.slug}`, `/tags/${tag.slug}`, `/categories/${category.slug}`];
  /** Saves the post with a status, as the post form does. */
  const setStatus = async (status: 'draft' | 'published') => {
    const current = (await invoke(blogHandler, 'GET', `/api/posts/${post.id}`, { headers: editor })).json;
    const answer = await invoke(blogHandler, 'PUT', `/api/posts/${post.id}`, {
      headers: editor,
      body: {
        id: post.id,
        title: current.title,
        slug: current.slug,
        summary: '',
        body: 'Text.',
        status,
        version: current.version,
        topicId: topic.id,
        tagIds: [tag.id],
        categoryIds: [category.id],
      },
    });
    expect(answer.statusCode).toBe(200);
  };
  return { post, pages, setStatus, terms: { topic, tag, category } };
}

const listed = async () => new Set(await allPublicPages());

describe('the pages of topics, tags and categories', () => {
  it('lists the three indexes, even when no term has a published post', async () => {
    const pages = await listed();
    for (const index of ['/topics', '/tags', '/categories']) expect(pages.has(index), index).toBe(true);
  });

  it('a term without a published post has no page; publishing adds it, unpublishing removes it', async () => {
    const { pages, setStatus } = await filedPost();
    let all = await listed();
    for (const page of pages) expect(all.has(page), `${page} while its only post is a draft`).toBe(false);

    await setStatus('published');
    all = await listed();
    for (const page of pages) expect(all.has(page), `${page} once its post is published`).toBe(true);
    const entries = await publicPageEntries();
    for (const page of pages) {
      expect(entries.find((entry) => entry.path === page)?.lastmod, page).toEqual(expect.any(String));
    }
    const sitemap = (await invoke(feedsHandler, 'GET', '/api/feeds/sitemap.xml')).body;
    for (const page of pages) expect(sitemap).toContain(`${page}</loc>`);

    await setStatus('draft');
    all = await listed();
    for (const page of pages) expect(all.has(page), `${page} once its post is a draft again`).toBe(false);
    const after = (await invoke(feedsHandler, 'GET', '/api/feeds/sitemap.xml')).body;
    for (const page of pages) expect(after).not.toContain(`${page}</loc>`);
  });

  it('a term whose last published post is deleted loses its page', async () => {
    const admin = (await signedInAs('Admin')).headers;
    const { post, pages, setStatus } = await filedPost();
    await setStatus('published');
    expect((await listed()).has(pages[0] ?? '')).toBe(true);
    expect((await invoke(blogHandler, 'DELETE', `/api/posts/${post.id}`, { headers: admin })).statusCode).toBe(204);
    const all = await listed();
    for (const page of pages) expect(all.has(page), page).toBe(false);
  });
});

describe('the term lists of the indexes (`?published=true`)', () => {
  it('hold only terms with a published post, counting published posts for an editor too', async () => {
    const { setStatus, terms } = await filedPost();
    const read = async (kind: string, headers?: Headers) => {
      const answer = await invoke(blogHandler, 'GET', `/api/${kind}?published=true&limit=100`, { headers });
      expect(answer.statusCode).toBe(200);
      // A page may hold fewer than `limit`: every page is read.
      const items = [...(answer.json.items as Array<{ id: string; postCount: number }>)];
      let cursor = answer.json.cursor as string | null;
      while (cursor) {
        const next = await invoke(blogHandler, 'GET', `/api/${kind}?published=true&limit=100&cursor=${cursor}`, {
          headers,
        });
        items.push(...(next.json.items as typeof items));
        cursor = next.json.cursor as string | null;
      }
      return items;
    };
    const everyStatus = (await invoke(blogHandler, 'GET', '/api/topics?limit=100', { headers: editor })).json
      .items as Array<{ id: string; postCount: number }>;
    // Without the flag an editor's count includes the draft; with it the draft's topic is not listed.
    expect(everyStatus.find((topic) => topic.id === terms.topic.id)?.postCount).toBe(1);
    expect((await read('topics', editor)).find((topic) => topic.id === terms.topic.id)).toBeUndefined();

    await setStatus('published');
    for (const [kind, id] of [
      ['topics', terms.topic.id],
      ['tags', terms.tag.id],
      ['categories', terms.category.id],
    ] as const) {
      for (const headers of [undefined, editor]) {
        expect((await read(kind, headers)).find((item) => item.id === id)?.postCount, kind).toBe(1);
      }
    }
    expect(
      (await read('topics')).every((topic) => topic.postCount > 0),
      'no listed topic without a published post',
    ).toBe(true);
  });

  it('refuses another value of `published`', async () => {
    const answer = await invoke(blogHandler, 'GET', '/api/tags?published=yes');
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('published: Published must be true or false');
  });
});

describe('the published posts of a category', () => {
  it('`GET /posts/category/{id}` lists them, never a draft', async () => {
    const { post, setStatus, terms } = await filedPost();
    const read = async () =>
      (await invoke(blogHandler, 'GET', `/api/posts/category/${terms.category.id}`)).json.items as Array<{
        id: string;
      }>;
    expect(await read()).toEqual([]);
    await setStatus('published');
    expect((await read()).map((item) => item.id)).toEqual([post.id]);
  });
});
