import { describe, expect, it } from 'vitest';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

/** Page views as the SPA records them (with analytics consent), straight to the local API. */
async function recordPageViews(path: string, count: number): Promise<void> {
  for (let view = 0; view < count; view++) {
    const answer = await fetch(`${chromium.site.apiUrl}/analytics/pageview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    expect(answer.status).toBe(200);
  }
}

describe('admin analytics in Chromium', () => {
  it('shows an admin the page views per day and the most viewed paths as two charts, for 7, 30 or 90 days', async () => {
    await recordPageViews('/tech-docs', 3);
    await recordPageViews('/stacks', 1);
    const page = await openPage(chromium);
    try {
      await submitLogin(page, chromium.site.siteUrl ?? '', { email: 'admin@example.com', password: 'Admin123!' });
      await page.waitForURL((location) => !location.pathname.startsWith('/login'));
      await page.goto(`${chromium.site.siteUrl}/analytics`);
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      expect(await page.title()).toContain('Analytics');

      const perDay = page.getByRole('region', { name: 'Page views per day' });
      const topPaths = page.getByRole('region', { name: 'Most viewed paths' });
      await perDay
        .getByRole('img', { name: /^Line chart of page views per day/ })
        .locator('svg')
        .waitFor();
      await topPaths
        .getByRole('img', { name: /^Bar chart of the 2 most viewed paths/ })
        .locator('svg')
        .waitFor();
      expect(await page.getByText('4 page views', { exact: false }).count()).toBe(1);
      const rows = await topPaths.locator('tbody tr').allTextContents();
      expect(rows).toEqual(['/tech-docs3', '/stacks1']);

      const lineChart = perDay.getByRole('img', { name: /^Line chart of page views per day/ });
      const thirtyDays = await lineChart.getAttribute('aria-label');
      const sevenDaysAnswer = page.waitForResponse((answer) => answer.url().includes('/analytics/summary?days=7'));
      await page.getByLabel('Period').selectOption('7');
      expect((await sevenDaysAnswer).status()).toBe(200);
      await page.waitForURL(/\?days=7$/);
      await expect.poll(() => lineChart.getAttribute('aria-label')).not.toBe(thirtyDays);
      await lineChart.locator('svg').waitFor();
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('keeps signed-in users who are not admins out', async () => {
    const page = await openPage(chromium);
    try {
      await submitLogin(page, chromium.site.siteUrl ?? '', { email: 'user@example.com', password: 'User123!' });
      await page.waitForURL((location) => !location.pathname.startsWith('/login'));
      await page.goto(`${chromium.site.siteUrl}/analytics`);
      await page.waitForURL(/\/access-denied/);
      expect(await page.getByRole('heading', { name: 'Analytics' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
