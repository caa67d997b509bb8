import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchPage, rendered, setUpRenderedSite } from './rendered-site';

/**
 * Home, contact, the projects and the not-found page without the framework (docs/rendering.md,
 * "Public pages without the framework"), as `npm run preview` serves them: their stored pages load
 * the islands' script in place of the app, and what a visitor does on them works from it.
 */
setUpRenderedSite();

/** The scripts of a stored page, in the order it names them. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
const ISLANDS_ONLY = ['/theme-init.js', expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)];

/** The scripts a page asked for that are not the islands' (the app's entry or chunks). */
function watchScripts(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    all: () => requests.filter((request) => request.resourceType() === 'script').map((request) => request.url()),
    ofTheApp: () =>
      requests
        .filter((request) => request.resourceType() === 'script')
        .map((request) => request.url())
        .filter((url) => /\/assets\/index-[\w-]+\.js$/.test(url)),
  };
}

describe('home and the not-found page without the framework', { timeout: 120_000 }, () => {
  it('their stored pages load the islands and nothing of the app', async () => {
    for (const path of ['/', '/does-not-exist']) {
      const page = await fetchPage(path);
      expect(scriptsOf(page.html), path).toEqual(ISLANDS_ONLY);
      expect(page.html, path).not.toMatch(/modulepreload|data-app-entry|id="page-data"/);
    }
    const missing = await fetchPage('/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('There is no page at <code data-requested-path="">/does-not-exist</code>.');
  });

  it('shows the visitor count, and opens a chart demo in a dialog that Back, Escape and Close close', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(`${rendered.previewUrl}/`);
    await page.locator('[data-testid="visitor-count"][data-source="api"]').waitFor();
    // Nothing of the dialog or echarts before a demo is opened.
    const beforeClick = scripts.all();
    expect(beforeClick.filter((url) => !/\/theme-init\.js$|\/assets\/islands-/.test(url))).toEqual([]);

    const barLink = page.getByRole('link', { name: 'Bar chart demo' });
    await barLink.click();
    await page.waitForURL('**/?chart=bar');
    const dialog = page.getByRole('dialog', { name: 'Bar chart demo' });
    await dialog.waitFor();
    await dialog.locator('.chart__drawing[data-ready="true"][data-chart-type="bar"]').waitFor();
    expect(await dialog.getByText('Sample data:').count()).toBe(1);
    // Escape closes it and goes back; the focus is on the demo's link again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Bar chart demo');

    // Back closes it too.
    await page.getByRole('link', { name: 'Pie chart demo' }).click();
    const pie = page.getByRole('dialog', { name: 'Pie chart demo' });
    await pie.locator('.chart__drawing[data-ready="true"]').waitFor();
    await page.goBack();
    await pie.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    expect(scripts.ofTheApp()).toEqual([]);
    await context.close();
  });

  it('opens the demo of a ?chart= link, and Close leaves the same page without it', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = watchScripts(page);
    await page.goto(`${rendered.previewUrl}/?chart=line`);
    const dialog = page.getByRole('dialog', { name: 'Line chart demo' });
    await dialog.locator('.chart__drawing[data-ready="true"][data-chart-type="line"]').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Line chart demo');
    expect(scripts.ofTheApp()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the address of a missing page in a browser, without the app', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    const answer = await page.goto(`${rendered.previewUrl}/no-such-page-here`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('[data-requested-path]').textContent()).toBe('/no-such-page-here');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(scripts.ofTheApp()).toEqual([]);
    await context.close();
  });
});
