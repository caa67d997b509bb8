import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rejectConsent, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: false });

const PASSWORD = 'a long enough passphrase';
const dataTheme = () => document.documentElement.dataset.theme;

/** A fresh account, registered through the API (the page journeys are in accounts.test.ts). */
async function registerAccount(): Promise<string> {
  const email = `prefs-${randomUUID().slice(0, 8)}@example.test`;
  const answer = await fetch(`${chromium.site.apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }),
  });
  expect(answer.status).toBe(201);
  return email;
}

/**
 * A fresh browser context (light system theme, no reduced motion, nothing stored) on the home page,
 * consent answered; narrow, so the navbar is the mobile menu with its transitions.
 */
async function freshPage(): Promise<Page> {
  const context = await chromium.browser.newContext({
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    viewport: { width: 600, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${chromium.site.siteUrl}/`, { waitUntil: 'domcontentloaded' });
  await rejectConsent(page);
  return page;
}

async function signIn(page: Page, email: string): Promise<void> {
  await submitLogin(page, chromium.site.siteUrl ?? '', { email, password: PASSWORD });
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
}

async function openPreferencesTab(page: Page): Promise<void> {
  await page.goto(`${chromium.site.siteUrl}/user-account-settings`);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByLabel('Theme', { exact: true }).waitFor();
}

/** The longest animation or transition duration of any element of the page, in seconds. */
const longestMotion = () =>
  Math.max(
    ...[...document.querySelectorAll('*')].flatMap((element) =>
      [null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        return [...style.transitionDuration.split(','), ...style.animationDuration.split(',')].map((value) =>
          Number.parseFloat(value),
        );
      }),
    ),
  );

describe('preferences in Chromium', { timeout: 120_000 }, () => {
  it('a dark theme chosen in the Preferences tab follows the user to a fresh browser', async () => {
    const email = await registerAccount();
    const first = await freshPage();
    await signIn(first, email);
    await openPreferencesTab(first);

    const { violations } = await new AxeBuilder({ page: first })
      .include('#main-content')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await first.getByLabel('Theme', { exact: true }).selectOption('dark');
    await expect.poll(() => first.evaluate(dataTheme)).toBe('dark');
    await first.getByText('Saving to your account…').waitFor();
    await first.getByText('Saved to your account.').waitFor();
    await first.context().close();

    // Another browser: light until the user signs in, then the account's dark theme, kept there.
    const second = await freshPage();
    expect(await second.evaluate(dataTheme)).toBe('light');
    await signIn(second, email);
    await expect.poll(() => second.evaluate(dataTheme)).toBe('dark');
    expect(await second.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');
    await second.reload({ waitUntil: 'domcontentloaded' });
    expect(await second.evaluate(dataTheme)).toBe('dark');

    // The navbar toggle saves to the account too: a third browser gets light again.
    const saved = second.waitForResponse(
      (response) => response.url().endsWith('/api/auth/preferences') && response.request().method() === 'PUT',
    );
    await second.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => second.evaluate(dataTheme)).toBe('light');
    expect((await saved).status()).toBe(200);
    await second.context().close();

    // A visitor's own choice (dark) gives way to the account's theme on sign-in.
    const third = await freshPage();
    await third.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => third.evaluate(dataTheme)).toBe('dark');
    await signIn(third, email);
    await expect.poll(() => third.evaluate(dataTheme)).toBe('light');
    await third.context().close();
  });

  it('a new account takes the theme of the browser it first signs in from, instead of overriding it', async () => {
    const email = await registerAccount();
    const page = await freshPage();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => page.evaluate(dataTheme)).toBe('dark');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/preferences') && response.request().method() === 'PUT',
    );
    await signIn(page, email);
    expect((await saved).status()).toBe(200);
    expect(await page.evaluate(dataTheme)).toBe('dark');
    await page.context().close();

    // Another browser, light until the sign-in: the account's theme is dark now.
    const other = await freshPage();
    expect(await other.evaluate(dataTheme)).toBe('light');
    await signIn(other, email);
    await expect.poll(() => other.evaluate(dataTheme)).toBe('dark');
    await other.context().close();
  });

  it('reduced motion on stops every transition and animation, here and after a reload', async () => {
    const email = await registerAccount();
    const page = await freshPage();
    await signIn(page, email);
    await openPreferencesTab(page);
    expect(await page.evaluate(longestMotion)).toBeGreaterThan(0);

    await page.getByLabel('Reduce motion').selectOption('on');
    await page.getByText('Your motion setting has been saved.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.reducedMotion)).toBe('on');
    expect(await page.evaluate(longestMotion)).toBe(0);

    // Before the app runs, from this browser's storage (theme-init.js): no motion from the first paint.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(longestMotion)).toBe(0);

    await openPreferencesTab(page);
    await expect.poll(() => page.getByLabel('Reduce motion').inputValue()).toBe('on');
    await page.getByLabel('Reduce motion').selectOption('auto');
    await page.getByText('Your motion setting has been saved.').waitFor();
    expect(await page.evaluate(longestMotion)).toBeGreaterThan(0);
    await page.context().close();
  });
});
