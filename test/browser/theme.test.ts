import { describe, expect, it } from 'vitest';
import { rejectConsent, setUpSiteInChromium } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: false });

const dataTheme = () => document.documentElement.dataset.theme;

describe('theme in Chromium', () => {
  it('toggles to dark, keeps dark across a reload without a flash, and auto follows the system', async () => {
    const context = await chromium.browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(chromium.site.siteUrl ?? '', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(dataTheme)).toBe('light');
    await rejectConsent(page);

    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await toggle.click();
    await expect.poll(() => page.evaluate(dataTheme)).toBe('dark');
    expect(await page.getByRole('button', { name: 'Switch to light theme' }).count()).toBe(1);

    // The stored mode is applied before the app runs: dark already at DOMContentLoaded.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(dataTheme)).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();

    // Auto (from the footer) follows the system preference as it changes.
    await page.getByRole('button', { name: 'Use system theme' }).click();
    await expect.poll(() => page.evaluate(dataTheme)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(dataTheme)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(dataTheme)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('auto');
    await context.close();
  });
});
