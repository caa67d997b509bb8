import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHART_DEMOS } from '#web/features/chart-demos/lib/chart-demo-list.ts';
import { openPage, setUpSiteInChromium } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: false });

/** The chart demo dialog (the native <dialog>, named by its title). */
const demoDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The transforms of a chart's axis labels for the given texts (echarts writes rotation as a matrix). */
async function labelTransforms(page: Page, labels: string[]): Promise<string[]> {
  return page
    .locator('dialog[open] svg text')
    .evaluateAll(
      (nodes, wanted) =>
        nodes
          .filter((node) => wanted.includes(node.textContent ?? ''))
          .map((node) => node.getAttribute('transform') ?? ''),
      labels,
    );
}

/** The fill of a chart text next to the computed value of a theme token, both as rgb(). */
async function fillAndToken(page: Page, text: string, token: string): Promise<[string, string]> {
  return page.evaluate(
    ([label, name]) => {
      const node = [...document.querySelectorAll('dialog[open] svg text')].find((item) => item.textContent === label);
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return [node ? getComputedStyle(node).fill : 'missing', expected] as [string, string];
    },
    [text, token] as const,
  );
}

describe('chart demos on the home page in Chromium', () => {
  it('opens the bar chart demo in a modal with a drawn chart and sample data, and closes it with Escape', async () => {
    const page = await openPage(chromium);
    await page.getByRole('link', { name: 'Bar chart demo' }).click();
    const dialog = demoDialog(page, 'Bar chart demo');
    await dialog.waitFor();
    await dialog.locator('svg').first().waitFor();
    expect(await dialog.getByText('Sample data:').count()).toBe(1);
    expect(await dialog.getByText('TypeScript').count()).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    // Focus goes back to the link that opened the demo.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bar chart demo');
    await page.context().close();
  }, 60_000);

  it('draws every chart kind without a console warning or error', async () => {
    const page = await openPage(chromium);
    const logged: string[] = [];
    let shown = '';
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(`${shown}: ${message.text()}`);
    });
    for (const { label } of CHART_DEMOS) {
      shown = label;
      await page.getByRole('link', { name: label }).click();
      const dialog = demoDialog(page, label);
      await dialog.locator('svg').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(logged).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows the error boundary with Try again instead of a blank modal when the chart chunk fails to load', async () => {
    const page = await openPage(chromium);
    // The chunk of the chart's renderer (web/src/shared/ui/chart/echarts/renderer.tsx), which loads echarts.
    const blockEcharts = (url: URL) => /\/assets\/renderer-[\w-]+\.js$/.test(url.pathname);
    await page.route(blockEcharts, (route) => route.abort());
    await page.getByRole('link', { name: 'Line chart demo' }).click();
    const dialog = demoDialog(page, 'Line chart demo');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The chart could not be shown.');
    expect(await alert.textContent()).toContain(
      'Part of the page could not be downloaded. Check your connection and try again.',
    );
    expect(await dialog.locator('svg').count()).toBe(0);

    // Try again downloads again: in place where the browser re-fetches a failed import(), by loading
    // the page again (?chart= reopens the demo) where it keeps the failure (Chromium 153; see retryableImport).
    await page.unroute(blockEcharts);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await dialog.locator('svg').first().waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('says so with Try again when the demo dialog itself fails to download, and opens it on the next try', async () => {
    const page = await openPage(chromium);
    const blockDialog = (url: URL) => url.pathname.includes('chart-demo-host');
    await page.route(blockDialog, (route) => route.abort());
    await page.getByRole('link', { name: 'Pie chart demo' }).click();
    const alert = page.getByRole('region', { name: 'Chart demos' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'The chart demo could not be downloaded. Check your connection and try again.',
    );

    await page.unroute(blockDialog);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await demoDialog(page, 'Pie chart demo').locator('svg').first().waitFor();
    await page.context().close();
  }, 60_000);

  it('turns the axis labels -45 degrees on a narrow screen and redraws them in the dark theme colors', async () => {
    const page = await openPage(chromium);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('link', { name: 'Column chart demo' }).click();
    await demoDialog(page, 'Column chart demo').locator('svg').first().waitFor();
    const cos45 = /^matrix\(0\.707,0\.707,-0\.707,0\.707,/;
    await expect
      .poll(() => labelTransforms(page, ['Q1', 'Q4']))
      .toEqual([expect.stringMatching(cos45), expect.stringMatching(cos45)]);
    const chartWidth = await page
      .locator('dialog[open] svg')
      .first()
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(chartWidth).toBeLessThanOrEqual(360);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => labelTransforms(page, ['Q1', 'Q4']))
      .toEqual([expect.not.stringMatching(cos45), expect.not.stringMatching(cos45)]);

    await expect
      .poll(() => fillAndToken(page, 'Q1', '--color-text-muted'))
      .toEqual([expect.stringMatching(/^rgb/), expect.anything()]);
    const [lightFill, lightToken] = await fillAndToken(page, 'Q1', '--color-text-muted');
    expect(lightFill).toBe(lightToken);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await expect.poll(async () => (await fillAndToken(page, 'Q1', '--color-text-muted'))[0]).not.toBe(lightFill);
    const [darkFill, darkToken] = await fillAndToken(page, 'Q1', '--color-text-muted');
    expect(darkFill).toBe(darkToken);
    await page.context().close();
  }, 60_000);
});
