import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { consentBanner } from '#test/support/browser.ts';
import { rendered, setUpRenderedSite } from './rendered-site';

/**
 * A document's first screen on a 390×844 phone, as `npm run preview` serves it: the first paragraph
 * of the text is on it, above the consent banner a first visit shows, both on the stored page (the
 * islands, no app) and on the same document reached inside the app.
 */
setUpRenderedSite();

const PATH = '/tech-docs/aws/cloudfront/origin-access-control';
const TITLE = 'CloudFront Origin Access Control';
const PHONE = { width: 390, height: 844 };

const open = new Set<Page>();
afterAll(async () => {
  for (const page of open) await page.context().close();
});

async function phonePage(): Promise<Page> {
  const context = await rendered.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  open.add(page);
  page.setDefaultTimeout(20_000);
  return page;
}

/**
 * Where the document's first paragraph is and where the banner begins, in the viewport at the top of
 * the page, once the banner has slid in (its animation moves it with a transform).
 */
async function firstScreen(page: Page) {
  const banner = consentBanner(page);
  await banner.waitFor({ timeout: 15_000 });
  await banner.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const paragraph = await page
    .locator('.docs-markdown > p')
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    });
  const bannerTop = await banner.evaluate((element) => element.getBoundingClientRect().top);
  // Every choice and text of the banner is still there.
  for (const name of ['Accept All', 'Reject All', 'Manage Preferences', 'Close']) {
    expect(await banner.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
  }
  expect(await banner.getByRole('heading', { name: 'We value your privacy' }).isVisible()).toBe(true);
  expect(await banner.getByRole('link', { name: /Learn More/ }).isVisible()).toBe(true);
  return { paragraph, bannerTop };
}

function expectAboveBanner({ paragraph, bannerTop }: Awaited<ReturnType<typeof firstScreen>>): void {
  const where = `paragraph ${paragraph.top}–${paragraph.bottom} px, banner from ${bannerTop} px`;
  expect(paragraph.top, where).toBeGreaterThanOrEqual(0);
  expect(paragraph.bottom, where).toBeLessThanOrEqual(PHONE.height);
  expect(paragraph.bottom, where).toBeLessThanOrEqual(bannerTop);
}

describe("a document's first screen on a phone", { timeout: 120_000 }, () => {
  it('shows the first paragraph above the banner on the stored page, which loads no app', async () => {
    const page = await phonePage();
    await page.goto(`${rendered.previewUrl}${PATH}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // Started by the theme script once the page has painted.
    await expect.poll(() => page.locator('script[src*="/assets/islands-"]').count()).toBe(1);
    expect(await page.locator('script[data-app-entry]').count()).toBe(0);
    expectAboveBanner(await firstScreen(page));
  });

  it('shows the first paragraph above the banner on the same document inside the app', async () => {
    const page = await phonePage();
    // The sign-in page is the app's own screen; from there the document is an in-app navigation.
    await page.goto(`${rendered.previewUrl}/login`);
    await page.getByRole('heading', { level: 1, name: /sign in|log in|login/i }).waitFor();
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, PATH);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.locator('.docs-markdown > p').first().waitFor();
    expectAboveBanner(await firstScreen(page));
  });
});
