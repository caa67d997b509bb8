import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { rendered, setUpRenderedSite } from './rendered-site';

/**
 * Rendered pages (docs/rendering.md) in Chromium, as `npm run preview` serves them: a page works
 * with no API, keeps its HTML when its islands run, and shows a signed-in editor their controls.
 */
setUpRenderedSite();

describe('pages in Chromium', { timeout: 90_000 }, () => {
  const problems = (page: Page) => {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
    });
    page.on('pageerror', (error) => seen.push(error.message));
    return seen;
  };

  it('shows a post with no API request (all of them refused), and runs its controls without the app', async () => {
    // The oldest published post, one of the seeded ones: the newest may be another file's, with
    // a cover or a chart whose islands load more scripts (the site is shared, rendered-site.ts).
    const listed = (await fetch(`${rendered.apiUrl}/posts/published?limit=50`).then((answer) => answer.json())) as {
      items: Array<{ slug: string; title: string }>;
    };
    const post = listed.items.at(-1);
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const seen = problems(page);
    const apiCalls: string[] = [];
    await page.route('**/api/**', (route) => {
      apiCalls.push(route.request().url());
      return route.abort();
    });
    const scripts: string[] = [];
    page.on('response', (answer) => {
      if (answer.request().resourceType() === 'script') scripts.push(answer.url());
    });
    await page.goto(`${rendered.previewUrl}/posts/${post?.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(post?.title);
    await expect.poll(() => page.getByTestId('post-body').count()).toBe(1);
    // The page loads the islands, not the app (nothing hydrates): its theme toggle answers a click
    // once the toggle's island is defined.
    await expect.poll(() => page.evaluate(() => customElements.get('site-theme-toggle') !== undefined)).toBe(true);
    const toggle = page.getByRole('button', { name: /Switch to (dark|light) theme/ });
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const mismatch = seen.filter((line) => /hydrat|did not match|#418|#423|#425/i.test(line));
    expect(mismatch).toEqual([]);
    // The API was asked only after the content was there (the connection status; the view count
    // waits for analytics consent), and refused every time: the post above came from the page itself.
    expect(apiCalls.length).toBeGreaterThan(0);
    // Its body came rendered too: the markdown renderer (markdown-it's chunk) was never loaded,
    // and neither was the app.
    await page.waitForLoadState('networkidle');
    const scriptTexts = await Promise.all(scripts.map((url) => fetch(url).then((answer) => answer.text())));
    expect(scripts.filter((url) => /\/assets\/islands-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(scripts.filter((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(scriptTexts.filter((text) => text.includes('Parser rule not found'))).toEqual([]);
    await context.close();
  });

  it("keeps the page's HTML when its islands run: nothing of the content is removed and painted again", async () => {
    const listed = (await fetch(`${rendered.apiUrl}/posts/published?limit=1`).then((answer) => answer.json())) as {
      items: Array<{ slug: string; title: string }>;
    };
    const context = await rendered.browser.newContext();
    // Before any page script: note every element removed from the page's <main>.
    await context.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
      document.addEventListener('DOMContentLoaded', () => {
        const main = document.querySelector('main');
        if (!main) return;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
          }
        }).observe(main, { childList: true, subtree: true });
      });
    });
    const page = await context.newPage();
    const seen = problems(page);
    await page.goto(`${rendered.previewUrl}/posts/${listed.items[0]?.slug}`);
    // The islands have run: the post's view count is its island's (waiting for consent), and every
    // request has settled.
    await expect.poll(() => page.evaluate(() => customElements.get('site-post-views') !== undefined)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain)).toEqual([]);
    expect(seen.filter((line) => /hydrat|did not match|#418|#419|#423|#425/i.test(line))).toEqual([]);
    await context.close();
  });

  it("a signed-in editor sees the edit button once the page's islands have run", async () => {
    const listed = (await fetch(`${rendered.apiUrl}/posts/published?limit=1`).then((answer) => answer.json())) as {
      items: Array<{ slug: string }>;
    };
    const editor = DEMO_ACCOUNTS.find((account) => account.role === 'Editor');
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const seen = problems(page);
    await page.goto(`${rendered.previewUrl}/login`);
    await page.getByLabel('Email').fill(editor?.email ?? '');
    await page.getByLabel('Password', { exact: true }).fill(editor?.password ?? '');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    // A full load of a rendered page: the HTML is a visitor's, the editor's controls hidden in it
    // (and nowhere else); the island shows them to the signed-in editor.
    const html = await fetch(`${rendered.previewUrl}/posts/${listed.items[0]?.slug}`).then((answer) => answer.text());
    expect(html.match(/Edit post/g)).toHaveLength(1);
    expect(html).toMatch(/<site-audience data-for="editor" hidden="">(?:(?!<\/site-audience>).)*Edit post/s);
    await page.goto(`${rendered.previewUrl}/posts/${listed.items[0]?.slug}`);
    await expect.poll(() => page.getByRole('link', { name: 'Edit post' }).count()).toBe(1);
    expect(seen.filter((line) => /hydrat|did not match|#418|#423|#425/i.test(line))).toEqual([]);
    await context.close();
  });
});
