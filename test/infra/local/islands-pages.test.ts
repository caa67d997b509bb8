import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { consentBanner, submitLogin } from '#test/support/browser.ts';
import { fetchPage, openWithIslands, rendered, setUpRenderedSite } from './rendered-site';

/**
 * Public pages that load no framework (docs/rendering.md, "Public pages without the framework"),
 * as `npm run preview` serves them: a document's stored page loads the islands' script in place of
 * the app, and its controls (theme, menu, consent, the connection indicator, a signed-in visitor's
 * navigation) work from it; entering an account page loads the app.
 */
setUpRenderedSite();

/** A document of the tech docs, from the collection's index. */
async function aDocumentPath(): Promise<string> {
  const index = (await fetch(`${rendered.previewUrl}/content/_index/tech-docs.json`).then((answer) =>
    answer.json(),
  )) as { subMenu: Array<{ type: string; to: string; children?: Array<{ type: string; to: string }> }> };
  const folder = index.subMenu.find((node) => node.children?.some((child) => child.type === 'file'));
  const path = folder?.children?.find((child) => child.type === 'file')?.to;
  if (!path) throw new Error('The tech docs have no document in a folder');
  return path;
}

/** The scripts a page asked for, and the API calls it made. */
function watchRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    scripts: () => requests.filter((request) => request.resourceType() === 'script').map((request) => request.url()),
    api: () => requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/')),
  };
}

describe('a document without the framework', { timeout: 120_000 }, () => {
  it('its stored page loads the islands and nothing of the app: no entry, no preloads, no page data', async () => {
    const page = await fetchPage(await aDocumentPath());
    expect(page.status).toBe(200);
    expect(page.scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
    // The theme is set before the first paint by the one inline script (web/theme-init.js), which
    // starts the islands after that paint: no script element of the page names a file.
    expect(page.html).toMatch(
      /<head>[\s\S]*<script data-theme-init data-islands-entry="[^"]+">[^<]*"theme-mode"[^<]*<\/script>[\s\S]*<\/head>/,
    );
    expect(page.html).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(page.html).not.toMatch(/modulepreload|data-app-entry|id="page-data"/);
    // The posts list too: the app is left for the screens of signed-in visitors.
    const posts = await fetchPage('/posts');
    expect(posts.scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
    expect(posts.html).not.toContain('data-app-entry=');
  });

  it('runs its theme toggle, its consent banner and its connection indicator without the app', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const requests = watchRequests(page);
    await openWithIslands(page, await aDocumentPath());

    // The banner, a second after the page: Accept All stores the choice, sends it and counts the view.
    const banner = consentBanner(page);
    await banner.waitFor({ timeout: 15_000 });
    const consentSent = page.waitForRequest((request) => request.url().endsWith('/api/consent'));
    const viewSent = page.waitForRequest((request) => request.url().endsWith('/api/analytics/pageview'));
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await consentSent).method()).toBe('POST');
    expect((await viewSent).method()).toBe('POST');
    const analytics = () =>
      page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('cookie-consent') ?? '{}') as {
              decisions?: Array<{ categoryId: string; status: string }>;
            }
          ).decisions?.find((decision) => decision.categoryId === 'analytics')?.status,
      );
    expect(await analytics()).toBe('accepted');

    // The theme toggle: dark, named for the next press, remembered.
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');
    await page.getByRole('button', { name: 'Use system theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('auto');
    expect(await page.getByRole('button', { name: 'Use system theme' }).count()).toBe(0);

    // Cookie settings opens the preferences: a modal dialog, saved with analytics off.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await dialog.getByLabel('Analytics').uncheck();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await analytics()).toBe('rejected');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');

    await expect.poll(() => page.getByTestId('connection-status').getAttribute('data-state')).toBe('online');
    // Nothing of the app was asked for: the islands' script and its chunks only.
    expect(requests.scripts().filter((url) => !/\/assets\/islands-/.test(url))).toEqual([]);

    // A returning visitor's theme is on the page before anything else runs: the inline script, which
    // the CSP allows by its hash (a wrong hash would block it and leave the light default).
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(refused).toEqual([]);
    await context.close();
  });

  it('folds its menu on a phone, and shows a signed-in editor their links and Edit this page; Your data loads the app', async () => {
    const editor = DEMO_ACCOUNTS.find((account) => account.role === 'Editor');
    const context = await rendered.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const documentPath = await aDocumentPath();
    await openWithIslands(page, documentPath);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await submitLogin(page, rendered.previewUrl, { email: editor?.email ?? '', password: editor?.password ?? '' });
    await page.waitForURL((url) => url.pathname !== '/login');
    // The app's page after signing in has loaded what it loads: from here on, the document's requests.
    await page.waitForLoadState('networkidle');
    const requests = watchRequests(page);
    await openWithIslands(page, documentPath);
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Editor' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    // The document's "Edit this page", in the page for everyone, is shown to an editor.
    await page.getByRole('link', { name: 'Edit this page' }).waitFor();
    expect(requests.scripts().filter((url) => !/\/assets\/islands-/.test(url))).toEqual([]);
    await nav.getByRole('button', { name: /Account menu for/ }).click();
    await nav.getByRole('link', { name: 'Your data' }).click();
    // An ordinary navigation: the account page is the app's, which loads and shows the account.
    await page.waitForURL('**/account');
    await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
    expect(requests.scripts().some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    // The app knows who is signed in: its own menu (folded on a phone) names the editor.
    await page
      .getByRole('button', { name: `Account menu for ${editor?.firstName}`, includeHidden: true })
      .waitFor({ state: 'attached' });
    await context.close();
  });

  it("sorts a collection's tables with its select and its headers, as the app does", async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    await openWithIslands(page, '/tech-docs');
    const rows = page.getByTestId('docs-category-row');
    const titles = () => rows.evaluateAll((all) => all.map((row) => (row as HTMLElement).dataset.sortName ?? ''));
    const original = await titles();
    expect(original.length).toBeGreaterThan(2);
    const byName = [...original].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));

    await page.getByLabel('Sort by').selectOption('name-desc');
    expect(await titles()).toEqual([...byName].reverse());
    const titleHeader = page.getByRole('columnheader', { name: /^Title/ });
    expect(await titleHeader.getAttribute('aria-sort')).toBe('descending');

    await titleHeader.getByRole('button').click();
    expect(await titles()).toEqual(byName);
    expect(await titleHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name-asc');

    await page.getByLabel('Sort by').selectOption('default');
    expect(await titles()).toEqual(original);
    expect(await titleHeader.getAttribute('aria-sort')).toBe('none');
    await context.close();
  });
});
