import { describe, expect, it } from 'vitest';
import { rendered, setUpRenderedSite } from './rendered-site';

setUpRenderedSite();

/**
 * Pre-rendered pages opened as a visitor opens them (a deep link, a collection) log no error: a
 * page that runs the app would hydrate with no mismatch (React logs nothing, error #418 in the
 * production build); these public pages work from their HTML with their islands and hydrate
 * nothing (docs/rendering.md), the chart demo's dialog opened by its island.
 */
describe('rendered pages open without an error', { timeout: 90_000 }, () => {
  it.each([
    ['a chart demo deep link', '/?chart=bar', 'Bar chart demo', false],
    // The one stored page that keeps the app, its address written in by the edge.
    ['a missing page', '/no-such-page-here', undefined, true],
    ['a collection page', '/tech-docs', undefined, false],
    ['a collection folder of the legal documents', '/legal-docs', undefined, false],
  ])('%s (%s)', async (_, address, dialogName, hydrates) => {
    const context = await rendered.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // A missing page's own 404 is its answer, which Chromium logs as a failed resource.
      const itsOwnAnswer = new URL(message.location().url || 'about:blank').pathname === address;
      if (message.type() === 'error' && !(itsOwnAnswer && /status of 404/.test(message.text()))) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${rendered.previewUrl}${address}`);
    const hydrated = () =>
      page.evaluate(() =>
        Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__react')),
      );
    if (hydrates) await expect.poll(hydrated, { timeout: 20_000 }).toBe(true);
    else {
      await page.waitForFunction(() => customElements.get('site-header') !== undefined);
      expect(await hydrated()).toBe(false);
    }
    if (dialogName) await page.getByRole('dialog', { name: dialogName }).waitFor();
    await page.waitForTimeout(1_500);
    expect(errors).toEqual([]);
    await context.close();
  });
});
