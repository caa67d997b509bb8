import { randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { consentBanner, rejectConsent, submitLogin } from '#test/support/browser.ts';
import { viewCountText } from '#web/features/blog/lib/post-views.ts';
import { api, eventually, fetchPage, openWithIslands, rendered, setUpRenderedSite } from './rendered-site';

/**
 * The posts, a post, a topic's and a tag's pages load no framework (docs/rendering.md, "Public
 * pages without the framework"), as `npm run preview` serves them: a post counts its view once
 * analytics are accepted and highlights and copies its code, the lists load their next pages, and
 * editors and admins find their links, which lead into the app.
 */
setUpRenderedSite();

const unique = randomUUID().slice(0, 8);
/** Eleven published posts in one topic (a page and one more): the oldest alone has the second tag and code. */
const POST_COUNT = 11;
const seeded = {
  topic: { id: '', slug: '' },
  tagOfTen: { id: '', slug: '' },
  tagOfOldest: { id: '', slug: '' },
  posts: [] as Array<{ id: string; slug: string; title: string }>,
};
const oldest = () => seeded.posts[0] ?? { id: '', slug: '', title: '' };

async function createTerm(kind: 'topics' | 'tags', name: string) {
  const created = await api('POST', `/${kind}`, rendered.editorToken, { name });
  expect(created.status).toBe(201);
  return { id: String(created.json.id), slug: String(created.json.slug) };
}

beforeAll(async () => {
  seeded.topic = await createTerm('topics', `Island topic ${unique}`);
  seeded.tagOfTen = await createTerm('tags', `Island ten ${unique}`);
  seeded.tagOfOldest = await createTerm('tags', `Island oldest ${unique}`);
  for (let index = 0; index < POST_COUNT; index++) {
    const title = `Island post ${unique} ${String(index).padStart(2, '0')}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const created = await api('POST', '/posts', rendered.editorToken, {
      title,
      slug,
      summary: `Post ${index} of the islands test.`,
      body: `# ${title}\n\nSome text.\n\n\`\`\`ts\nconst answer = ${index};\n\`\`\`\n`,
      status: 'published',
      topicId: seeded.topic.id,
      tagIds: [index === 0 ? seeded.tagOfOldest.id : seeded.tagOfTen.id],
    });
    expect(created.status).toBe(201);
    seeded.posts.push({ id: String(created.json.id), slug, title });
  }
  // Every page shows the newest post once the stream has rendered them all.
  const newest = seeded.posts.at(-1)?.title ?? '';
  await eventually('/posts', (page) => page.text.includes(newest));
  await eventually(`/topics/${seeded.topic.slug}`, (page) => page.text.includes(newest));
  await eventually(`/tags/${seeded.tagOfOldest.slug}`, (page) => page.text.includes(oldest().title));
  await eventually(`/posts/${oldest().slug}`, (page) => page.status === 200);
}, 180_000);

/** The scripts a page asked for, and the views it sent. */
function watchRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    scripts: () => requests.filter((request) => request.resourceType() === 'script').map((request) => request.url()),
    views: () => requests.filter((request) => /\/api\/posts\/[^/]+\/view$/.test(new URL(request.url()).pathname)),
  };
}

/** The sessionStorage keys the post pages write (one per post whose view this session counted). */
const viewedPostKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('blog:viewed-post:')));

/** A script of the app, as opposed to the islands' chunks. */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** An element as a comparable tree: tag, sorted attributes and children, text merged and trimmed. */
function shapeOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const shape = (node: Node): unknown => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim();
      const element = node as Element;
      const attributes = [...element.attributes].map((attribute) => [attribute.name, attribute.value]).sort();
      const children = [...element.childNodes]
        .filter((child) => child.nodeType === Node.ELEMENT_NODE || child.nodeType === Node.TEXT_NODE)
        .reduce<Node[]>((merged, child) => {
          const last = merged.at(-1);
          if (child.nodeType === Node.TEXT_NODE && last?.nodeType === Node.TEXT_NODE) {
            merged[merged.length - 1] = document.createTextNode(`${last.textContent}${child.textContent}`);
          } else merged.push(child);
          return merged;
        }, [])
        .map(shape)
        .filter((child) => child !== '');
      return [element.tagName, attributes, children];
    };
    return shape(element);
  });
}

describe('posts, topics and tags without the framework', { timeout: 120_000 }, () => {
  it('their stored pages load the islands and nothing of the app; the editors’ links are in them, hidden', async () => {
    const paths = [
      '/posts',
      `/posts/${oldest().slug}`,
      `/topics/${seeded.topic.slug}`,
      `/tags/${seeded.tagOfOldest.slug}`,
    ];
    for (const path of paths) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      expect(page.scripts, path).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
      expect(page.html, path).not.toMatch(/modulepreload|data-app-entry|id="page-data"/);
    }
    const post = await fetchPage(`/posts/${oldest().slug}`);
    expect(post.html).toMatch(/<site-audience data-for="editor" hidden="">.*Edit post.*<\/site-audience>/s);
    expect(post.html).toMatch(/<site-audience data-for="admin" hidden="">.*Delete post.*<\/site-audience>/s);
    expect((await fetchPage('/posts')).html).toMatch(/<site-audience data-for="editor" hidden="">.*New post/s);
  });

  it('a post counts its view once analytics are accepted, once per browser session; highlights and copies its code, with no app', async () => {
    const context = await rendered.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const requests = watchRequests(page);
    await openWithIslands(page, `/posts/${oldest().slug}`);
    // Before the banner is answered: no view sent, nothing stored.
    const banner = consentBanner(page);
    await banner.waitFor();
    await page.waitForTimeout(1000);
    expect(requests.views()).toHaveLength(0);
    expect(await viewedPostKeys(page)).toEqual([]);

    const counted = page.waitForResponse((answer) => /\/api\/posts\/[^/]+\/view$/.test(answer.url()));
    await banner.getByRole('button', { name: 'Accept All' }).click();
    const answer = await counted;
    expect(answer.request().method()).toBe('POST');
    expect(new URL(answer.url()).pathname).toBe(`/api/posts/${oldest().id}/view`);
    const { viewCount } = (await answer.json()) as { viewCount: number };
    await expect.poll(() => page.locator('site-post-views').textContent()).toBe(viewCountText(viewCount));
    expect(await viewedPostKeys(page)).toEqual([`blog:viewed-post:${oldest().id}`]);

    // The code is highlighted in place, and its Copy button puts it on the clipboard.
    const block = page.locator('site-code-block').filter({ has: page.locator('code.language-ts') });
    await block.locator('.hljs-keyword').first().waitFor();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => block.getByRole('status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
    // A visitor sees no editor's link.
    expect(await page.getByRole('link', { name: 'Edit post' }).count()).toBe(0);

    // A reload in the same session counts nothing more, and shows the stored count.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: oldest().title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.views()).toHaveLength(1);
    expect(requests.scripts().filter((url) => APP_SCRIPT.test(url))).toEqual([]);
    await context.close();
  });

  it('a post counts no view after Reject All, on this page or the next', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const requests = watchRequests(page);
    await openWithIslands(page, `/posts/${oldest().slug}`);
    await rejectConsent(page);
    await page.waitForTimeout(500);
    await openWithIslands(page, `/posts/${seeded.posts[1]?.slug}`);
    await page.waitForLoadState('networkidle');
    expect(requests.views()).toHaveLength(0);
    expect(await viewedPostKeys(page)).toEqual([]);
    await context.close();
  });

  it("a topic's Load more adds its last post, drawn as the app draws that post's card", async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const requests = watchRequests(page);
    await openWithIslands(page, `/tags/${seeded.tagOfOldest.slug}`);
    await rejectConsent(page);
    const rendersCard = await shapeOf(page, '.post-list .post-card');

    await openWithIslands(page, `/topics/${seeded.topic.slug}`);
    expect(await page.getByRole('list', { name: 'Posts' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    const more = page.getByRole('list', { name: 'More posts' });
    await more.waitFor();
    expect(await more.getByRole('link').allTextContents()).toEqual([oldest().title]);
    // The last page: the button is gone, and the keyboard goes on from the post it added.
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(oldest().title);
    expect(await shapeOf(page, 'ul[aria-label="More posts"] .post-card')).toEqual(rendersCard);
    expect(requests.scripts().filter((url) => APP_SCRIPT.test(url))).toEqual([]);
    await context.close();
  });

  it('the posts list loads page after page, with their topics and tags, until every published post is shown', async () => {
    const published = (await fetch(`${rendered.apiUrl}/posts/published?limit=100`).then((answer) => answer.json())) as {
      items: Array<{ title: string }>;
    };
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    await openWithIslands(page, '/posts');
    await rejectConsent(page);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    while ((await loadMore.count()) > 0) {
      const lists = await page.locator('ul.post-list').count();
      await loadMore.click();
      await expect.poll(() => page.locator('ul.post-list').count()).toBe(lists + 1);
    }
    const titles = await page.locator('.post-card__title').allTextContents();
    expect(titles).toEqual(published.items.map((post) => post.title));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: oldest().title }) });
    expect(await card.locator('.post-terms').textContent()).toContain(`Island oldest ${unique}`);
    expect(await card.getByRole('link', { name: `Island topic ${unique}` }).getAttribute('href')).toBe(
      `/topics/${seeded.topic.slug}`,
    );
    await context.close();
  });

  it('shows an editor New post and Edit post (not Delete post), an admin both; Edit post loads the app', async () => {
    const editor = DEMO_ACCOUNTS.find((account) => account.role === 'Editor');
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    await submitLogin(page, rendered.previewUrl, { email: editor?.email ?? '', password: editor?.password ?? '' });
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.waitForLoadState('networkidle');
    const requests = watchRequests(page);
    await openWithIslands(page, '/posts');
    await page.getByRole('link', { name: 'New post' }).waitFor();
    await openWithIslands(page, `/posts/${oldest().slug}`);
    const edit = page.getByRole('link', { name: 'Edit post' });
    await edit.waitFor();
    expect(await page.getByRole('link', { name: 'Delete post' }).count()).toBe(0);
    expect(requests.scripts().filter((url) => APP_SCRIPT.test(url))).toEqual([]);
    await edit.click();
    await page.waitForURL(`**/posts/edit/${oldest().id}`);
    await page.getByRole('heading', { level: 1, name: `Edit “${oldest().title}”` }).waitFor();
    expect(requests.scripts().some((url) => APP_SCRIPT.test(url))).toBe(true);
    await context.close();

    const adminContext = await rendered.browser.newContext();
    const adminPage = await adminContext.newPage();
    await submitLogin(adminPage, rendered.previewUrl, { email: admin?.email ?? '', password: admin?.password ?? '' });
    await adminPage.waitForURL((url) => url.pathname !== '/login');
    await adminPage.goto(`${rendered.previewUrl}/posts/${oldest().slug}`);
    await adminPage.getByRole('link', { name: 'Delete post' }).waitFor();
    expect(await adminPage.getByRole('link', { name: 'Edit post' }).count()).toBe(1);
    await adminContext.close();
  });
});
