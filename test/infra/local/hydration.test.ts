import { describe, expect, it } from 'vitest';
import { rendered, setUpRenderedSite } from './rendered-site';

setUpRenderedSite();

/**
 * Pre-rendered pages opened as a visitor opens them (a deep link, a collection) log no error: a
 * page that runs the app hydrates with no mismatch (React logs nothing, error #418 in the
 * production build, and the page's HTML is hydrated, not thrown away); a collection works from its
 * HTML with its islands and hydrates nothing (docs/rendering.md).
 */
describe('rendered pages open without an error', { timeout: 90_000 }, () => {
  it.each([
    ['a chart demo deep link', '/?chart=bar', 'Bar chart demo', true],
    ['a collection page', '/tech-docs', undefined, false],
    ['a collection folder of the legal documents', '/legal-docs', undefined, false],
  ])('%s (%s)', async (_, address, dialogName, hydrates) => {
    const context = await rendered.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
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
