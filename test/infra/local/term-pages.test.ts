import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, fetchPage, rendered, setUpRenderedSite } from './rendered-site';

/**
 * The pages of topics, tags and categories as `npm run preview` serves them (docs/rendering.md,
 * "Which pages"): the indexes `/topics`, `/tags` and `/categories` list each term a published
 * post is filed under, with its number of posts, linking to its page; a term's page exists only
 * while a published post is filed under it, and the chips of a post lead to those pages.
 */
setUpRenderedSite();

const unique = randomUUID().slice(0, 8);
const terms = {
  topic: { id: '', slug: '', name: `Terms topic ${unique}` },
  tag: { id: '', slug: '', name: `terms-tag-${unique}` },
  category: { id: '', slug: '', name: `Terms category ${unique}` },
  /** A tag no post is filed under. */
  unused: { id: '', slug: '', name: `terms-unused-${unique}` },
};
const title = `Terms post ${unique}`;
const slug = title.toLowerCase().replace(/\s+/g, '-');
let postId = '';

/** Where each kind's pages live. */
const BASE = { topic: '/topics', tag: '/tags', category: '/categories' } as const;
const pageOf = (kind: keyof typeof BASE) => `${BASE[kind]}/${terms[kind].slug}`;

async function createTerm(kind: string, term: { id: string; slug: string; name: string }) {
  const created = await api('POST', `/${kind}`, rendered.editorToken, { name: term.name });
  expect(created.status).toBe(201);
  term.id = String(created.json.id);
  term.slug = String(created.json.slug);
}

/** Saves the post with a status, filed under the topic, the tag and the category. */
async function savePost(status: 'draft' | 'published') {
  const body = {
    title,
    slug,
    summary: 'Filed under a topic, a tag and a category of its own.',
    body: `# ${title}\n\nSome text.`,
    status,
    topicId: terms.topic.id,
    tagIds: [terms.tag.id],
    categoryIds: [terms.category.id],
  };
  const saved = postId
    ? await api('PUT', `/posts/${postId}`, rendered.editorToken, body)
    : await api('POST', '/posts', rendered.editorToken, body);
  expect(saved.status).toBe(postId ? 200 : 201);
  postId = String(saved.json.id);
}

/** The site paths a page links to below `base` (`/topics/…`). */
const linksBelow = (html: string, base: string) =>
  [...html.matchAll(new RegExp(`href="(${base}/[^"]+)"`, 'g'))].map((match) => match[1] ?? '');

beforeAll(async () => {
  await createTerm('topics', terms.topic);
  await createTerm('tags', terms.tag);
  await createTerm('categories', terms.category);
  await createTerm('tags', terms.unused);
  await savePost('draft');
}, 60_000);

describe('the pages of topics, tags and categories', { timeout: 120_000 }, () => {
  it('a term gains its page with its first published post, and its index lists it with its count', async () => {
    for (const kind of ['topic', 'tag', 'category'] as const) {
      expect((await fetchPage(pageOf(kind))).status, `${pageOf(kind)} while its post is a draft`).toBe(404);
    }
    await savePost('published');
    for (const kind of ['topic', 'tag', 'category'] as const) {
      await eventually(pageOf(kind), (page) => page.status === 200 && page.text.includes(title));
      await eventually(BASE[kind], (page) => page.text.includes(terms[kind].name));
      const page = await fetchPage(BASE[kind]);
      expect(page.status, BASE[kind]).toBe(200);
      expect(linksBelow(page.html, BASE[kind]), BASE[kind]).toContain(pageOf(kind));
      expect(page.text).toMatch(new RegExp(`${terms[kind].name} 1 post`));
    }
  });

  it('the blog links to the indexes, and every term an index links to answers 200 with its posts', async () => {
    const blog = (await fetchPage('/posts')).html;
    for (const base of Object.values(BASE)) {
      expect(blog, base).toContain(`href="${base}"`);
      const links = linksBelow((await fetchPage(base)).html, base);
      expect(links.length, base).toBeGreaterThan(0);
      for (const link of links) {
        const page = await fetchPage(link);
        expect(page.status, link).toBe(200);
        expect(page.html, link).toMatch(/class="post-card"/);
      }
    }
  });

  it("a post's chips link to its topic's, tag's and category's pages, which answer", async () => {
    await eventually(`/posts/${slug}`, (page) => page.status === 200);
    const post = await fetchPage(`/posts/${slug}`);
    for (const kind of ['topic', 'tag', 'category'] as const) {
      expect(linksBelow(post.html, BASE[kind]), kind).toEqual([pageOf(kind)]);
      expect((await fetchPage(pageOf(kind))).status, pageOf(kind)).toBe(200);
    }
  });

  it('a term no published post is filed under answers 404 and is on no index', async () => {
    const page = await fetchPage(`/tags/${terms.unused.slug}`);
    expect(page.status).toBe(404);
    expect(linksBelow((await fetchPage('/tags')).html, '/tags')).not.toContain(`/tags/${terms.unused.slug}`);
  });

  it('a term whose last published post is unpublished loses its page and leaves its index', async () => {
    await savePost('draft');
    for (const kind of ['topic', 'tag', 'category'] as const) {
      await eventually(pageOf(kind), (page) => page.status === 404);
      const gone = await fetchPage(pageOf(kind));
      expect(gone.meta('robots'), pageOf(kind)).toBe('noindex');
      await eventually(BASE[kind], (index) => index.status === 200 && !index.text.includes(terms[kind].name));
    }
  });
});
