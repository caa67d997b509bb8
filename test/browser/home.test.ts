import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentBanner, rejectConsent, setUpSiteInChromium } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: false });

async function visitorCountOn(page: Page): Promise<number> {
  const count = page.locator('[data-testid="visitor-count"][data-source="api"]');
  await count.waitFor({ timeout: 30_000 });
  return Number((await count.textContent())?.replace(/\D/g, ''));
}

/** Page views are sent only with analytics consent: answer the banner (about a second after load) with Accept All. */
async function acceptCookies(page: Page): Promise<void> {
  const banner = consentBanner(page);
  await banner.waitFor({ timeout: 15_000 });
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await banner.waitFor({ state: 'detached' });
}

describe('home page in Chromium', () => {
  it('shows the visitor count from the API, and a reload shows it go up after a new visitor', async () => {
    const firstVisitor = await chromium.browser.newContext();
    const page = await firstVisitor.newPage();
    await page.goto(chromium.site.siteUrl ?? '', { waitUntil: 'domcontentloaded' });
    const before = await visitorCountOn(page);
    expect(Number.isInteger(before)).toBe(true);

    // Another browser (its own session storage) is another visitor.
    const secondVisitor = await chromium.browser.newContext();
    const other = await secondVisitor.newPage();
    await other.goto(chromium.site.siteUrl ?? '', { waitUntil: 'domcontentloaded' });
    await visitorCountOn(other);
    await acceptCookies(other);
    await expect
      .poll(
        async () =>
          (await fetch(`${chromium.site.apiUrl}/visitor/stats`).then((answer) => answer.json())).totalVisitors,
      )
      .toBeGreaterThan(before);

    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await visitorCountOn(page)).toBeGreaterThan(before);

    await page.waitForSelector('[data-testid="connection-status"][data-state="online"]', { timeout: 15_000 });
    await firstVisitor.close();
    await secondVisitor.close();
  });

  it('keeps what takes the keyboard focus clear of the sticky header', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1024, height: 480 } });
    const page = await context.newPage();
    await page.goto(chromium.site.siteUrl ?? '', { waitUntil: 'domcontentloaded' });
    await rejectConsent(page);
    // Two links one after the other in the main content, the second with enough page below it to scroll.
    const placed = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLElement>('main a[href]')];
      const index = links.findIndex(
        (link, at) => at > 0 && link.getBoundingClientRect().top + window.scrollY > window.innerHeight,
      );
      const target = links[index];
      const before = links[index - 1];
      if (!target || !before) return false;
      target.dataset.focusTarget = 'yes';
      // The target just below the top edge, where the header covers it, and the link before it focused.
      window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - 8);
      before.focus({ preventScroll: true });
      return true;
    });
    expect(placed).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.focusTarget)).toBe('yes');
    const header = await page.locator('.site-header').boundingBox();
    const target = await page.locator('[data-focus-target="yes"]').boundingBox();
    expect(target?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await chromium.browser.newPage();
    const response = await page.goto(`${chromium.site.siteUrl}/no/such/page`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    await page.close();
  });
});
