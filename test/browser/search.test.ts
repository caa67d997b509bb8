import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchIndex } from '#shared/search/open-search-index.ts';
import { api, FRESH_WITHIN_MS, rendered, setUpRenderedSite } from '#test/infra/local/rendered-site.ts';
import { rejectConsent } from '#test/support/browser.ts';

/**
 * Search as visitors get it: the pre-rendered pages of the preview, the index the renderer builds
 * from them, the navbar's search dialog and the `/search` page, run with the keyboard alone.
 */
setUpRenderedSite();

const DOCUMENT = { path: '/tech-docs/aws/cloudfront/origin-access-control', title: 'CloudFront Origin Access Control' };
/** A word of that document's body that no other document of content/ has. */
const RARE_BODY_WORD = 'behaviours';

const letters = (count: number) =>
  Array.from({ length: count }, () => 'bcdfghjklmnpqrstvwz'.charAt(Math.floor(Math.random() * 19))).join('');
/** A word of the published post's title, and the same word misspelt (one letter changed). */
const titleWord = `zephyr${letters(5)}`;
const misspelt = `zefhyr${titleWord.slice(6)}`;
/** A word that only the draft has. */
const draftWord = `draftonly${letters(6)}`;
const post = { title: `Notes on ${titleWord} caching`, slug: `notes-on-${titleWord}` };

const open = new Set<Page>();
afterAll(async () => {
  for (const page of open) await page.context().close();
});

beforeAll(async () => {
  const draft = await api('POST', '/posts', rendered.editorToken, {
    title: `A draft about ${draftWord}`,
    slug: `draft-${draftWord}`,
    summary: `Only the draft says ${draftWord}.`,
    body: `# Draft\n\nThe word ${draftWord} is in no public page.`,
    status: 'draft',
  });
  expect(draft.status).toBe(201);
  const published = await api('POST', '/posts', rendered.editorToken, {
    title: post.title,
    slug: post.slug,
    summary: 'Published by the search test.',
    body: '# Notes\n\nA post the search index should pick up.',
    status: 'published',
  });
  expect(published.status).toBe(201);
  // The index the pages read names the post once the renderer has rebuilt it.
  const started = Date.now();
  for (;;) {
    const index = await openSearchIndex({ origin: rendered.previewUrl }).catch(() => undefined);
    const hits = (await index?.search(titleWord)) ?? [];
    if (hits.some((hit) => hit.path === `/posts/${post.slug}`)) break;
    if (Date.now() - started > FRESH_WITHIN_MS)
      throw new Error(`The post was not in the index within ${FRESH_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);

async function openPage(path: string): Promise<{ page: Page; requests: string[] }> {
  const context = await rendered.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  open.add(page);
  page.setDefaultTimeout(20_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${rendered.previewUrl}${path}`, { waitUntil: 'load' });
  await rejectConsent(page);
  return { page, requests };
}

const searchLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
const combobox = (page: Page) => page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
const options = (page: Page) => page.getByRole('dialog', { name: 'Search' }).getByRole('option');

/** Whether the focused element is `selector`'s. */
const isFocused = (page: Page, selector: Parameters<Page['locator']>[0]) =>
  page.locator(selector).evaluate((element) => element === document.activeElement);

describe('the search dialog', { timeout: 120_000 }, () => {
  it('loads nothing of search with a page; opened with /, finds a document by a rare word of its body and opens it, keyboard only', async () => {
    const { page, requests } = await openPage('/posts');
    await searchLink(page).waitFor();
    expect(requests.filter((path) => /_search\/|search-dialog|open-search-index/.test(path))).toEqual([]);

    await page.keyboard.press('/');
    await combobox(page).waitFor();
    expect(await combobox(page).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => requests.includes('/_search/current.json')).toBe(true);

    await page.keyboard.type(RARE_BODY_WORD);
    const found = options(page).filter({ hasText: DOCUMENT.title });
    await found.waitFor();
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    expect(await combobox(page).getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(await combobox(page).getAttribute('aria-autocomplete')).toBe('list');
    expect(await found.locator('.search-hit__kind').textContent()).toBe('Document');
    // The excerpt marks what the query matched: the word, or an earlier word it is the prefix of (`behaviour`).
    const marked = await found.locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(RARE_BODY_WORD.startsWith(word.toLowerCase())).toBe(true);

    // Arrow Down walks the results to the document's, the focus staying in the input.
    const position = (await options(page).allTextContents()).findIndex((text) => text.includes(DOCUMENT.title));
    for (let step = 0; step <= position; step++) await page.keyboard.press('ArrowDown');
    const activeId = await combobox(page).getAttribute('aria-activedescendant');
    expect(activeId).toBe(await found.getAttribute('id'));
    expect(await found.getAttribute('aria-selected')).toBe('true');
    expect(await combobox(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${DOCUMENT.path}`);
    await page.getByRole('heading', { level: 1, name: DOCUMENT.title }).waitFor();
  });

  it('opens with Ctrl-K, closes with Escape (focus back on the search link), and has no WCAG AA problem', async () => {
    const { page } = await openPage(DOCUMENT.path);
    await searchLink(page).waitFor();
    await page.keyboard.press('Control+k');
    await combobox(page).waitFor();
    await page.keyboard.type(misspelt);
    await options(page).filter({ hasText: post.title }).waitFor();
    const { violations } = await new AxeBuilder({ page })
      .include('dialog')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'hidden' });
    expect(await isFocused(page, 'site-search a')).toBe(true);
    // A press of the link opens it again, with the query kept.
    await page.keyboard.press('Enter');
    await combobox(page).waitFor();
    expect(await combobox(page).inputValue()).toBe(misspelt);
  });

  it('finds a post by a misspelt word of its title, never a draft’s word; Enter with no result chosen opens /search', async () => {
    const { page } = await openPage('/');
    await searchLink(page).click();
    await combobox(page).fill(misspelt);
    const hit = options(page).filter({ hasText: post.title });
    await hit.waitFor();
    expect(await hit.locator('.search-hit__kind').textContent()).toBe('Post');
    expect(await hit.getAttribute('href')).toBe(`/posts/${post.slug}`);

    await combobox(page).fill(draftWord);
    await page.getByRole('dialog', { name: 'Search' }).getByText(`No results for “${draftWord}”.`).waitFor();
    expect(await options(page).count()).toBe(0);
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false');

    await combobox(page).fill(misspelt);
    await hit.waitFor();
    const all = page.getByRole('link', { name: 'See all results' });
    expect(await all.getAttribute('href')).toBe(`/search?q=${misspelt}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/search?q=${misspelt}`);
  });
});

describe('the /search page', { timeout: 120_000 }, () => {
  it('draws the results of a link’s query, keeps it in the input, and again on reload', async () => {
    const { page } = await openPage(`/search?q=${encodeURIComponent(RARE_BODY_WORD)}`);
    const results = page.getByRole('list', { name: `Results for “${RARE_BODY_WORD}”` });
    await results.getByRole('link', { name: new RegExp(DOCUMENT.title) }).waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe(RARE_BODY_WORD);
    await page.reload();
    await results.getByRole('link', { name: new RegExp(DOCUMENT.title) }).waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe(RARE_BODY_WORD);

    await page.getByRole('searchbox').fill(draftWord);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/search?q=${draftWord}`);
    await page.getByText(`No results for “${draftWord}”.`).waitFor();
  });

  it('is a GET form without JavaScript', async () => {
    const context = await rendered.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    open.add(page);
    await page.goto(`${rendered.previewUrl}/search`);
    await page.getByRole('searchbox').fill(misspelt);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`**/search?q=${misspelt}`);
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    // Said in a <noscript> (which Chromium with scripts turned off by Playwright still parses as text).
    expect(await page.locator('.search-page__results noscript').textContent()).toContain('this page needs JavaScript');
    // Without the dialog's script, the navbar's search is a link to this page.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).getAttribute('href')).toBe(
      '/search',
    );
  });
});
