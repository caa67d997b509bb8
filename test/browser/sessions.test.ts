import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { backdateSignIns, rejectConsent, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const PASSWORD = 'a long enough passphrase';

async function register(email: string) {
  const answer = await fetch(`${chromium.site.apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()).id as string;
}

const apiLogin = (email: string, password: string) =>
  fetch(`${chromium.site.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** A new browser context that names itself with `userAgent`, signed in to the account. */
async function signedInBrowser(email: string, userAgent: string, password = PASSWORD): Promise<Page> {
  const context = await chromium.browser.newContext({ userAgent });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
  await rejectConsent(page);
  await submitLogin(page, chromium.site.siteUrl ?? '', { email, password });
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  return page;
}

/** The status of `GET /api/auth/me` sent from the page with the token it holds. */
function meStatusFrom(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const stored = sessionStorage.getItem('auth') ?? localStorage.getItem('auth') ?? '{}';
    const { token } = JSON.parse(stored) as { token?: string };
    return (await fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status;
  });
}

async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('#main-content')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

describe('signed-in devices in Chromium', { timeout: 120_000 }, () => {
  it('shows both browsers, signs the other out, and the other one’s next API call is refused', async () => {
    const email = `devices-${randomUUID().slice(0, 8)}@example.test`;
    await register(email);
    const chrome = await signedInBrowser(email, CHROME_LINUX);
    const firefox = await signedInBrowser(email, FIREFOX_WINDOWS);
    expect(await meStatusFrom(firefox)).toBe(200);

    await chrome.goto(url('/user-account-settings'));
    await chrome.getByRole('tab', { name: 'Security' }).click();
    const devices = chrome.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByRole('listitem').nth(1).waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(2);
    const current = devices.getByRole('listitem').filter({ hasText: 'This device' });
    expect(await current.textContent()).toContain('Chrome on Linux');
    // The device reading the list is in use now, whatever its stored last use (written every 5 minutes at most).
    expect(await current.textContent()).toMatch(/Signed in .+ · in use now · expires .+/);
    const other = devices.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
    expect(await other.textContent()).toMatch(/Signed in .+ · last used .+ · expires .+/);
    expect(await current.getByRole('button').count()).toBe(0);
    expect(await accessibilityViolations(chrome)).toEqual([]);

    await other.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await chrome.getByRole('status').filter({ hasText: 'Firefox on Windows has been signed out.' }).waitFor();
    await expect.poll(() => devices.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
    expect(await meStatusFrom(firefox)).toBe(401);
    expect(await meStatusFrom(chrome)).toBe(200);
    await firefox.context().close();

    // "Sign out everywhere else", after a confirmation; the mail link opens the Security tab.
    const safari = await signedInBrowser(email, SAFARI_MAC);
    await chrome.goto(url('/user-account-settings?tab=security'));
    await devices.getByRole('listitem').filter({ hasText: 'Safari on macOS' }).waitFor();
    await chrome.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = chrome.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
    await chrome.getByRole('status').filter({ hasText: 'One other device has been signed out.' }).waitFor();
    await expect.poll(() => devices.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
    expect(await meStatusFrom(safari)).toBe(401);
    expect(await meStatusFrom(chrome)).toBe(200);
    await safari.context().close();
    await chrome.context().close();
  });

  it('asks for the current password to change the e-mail address once the sign-in is not recent', async () => {
    const email = `moving-${randomUUID().slice(0, 8)}@example.test`;
    await register(email);
    const page = await signedInBrowser(email, CHROME_LINUX);
    await backdateSignIns(email, RECENT_SIGN_IN_MINUTES + 5);

    await page.goto(url('/user-account-settings?tab=email'));
    // The tab says which address the account has now, and the field starts from it.
    await expect.poll(() => page.getByTestId('current-email').textContent()).toBe(email);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
    await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await page.getByRole('button', { name: 'Save email' }).click();
    const passwordField = page.getByLabel('Current password');
    await expect.poll(() => passwordField.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    expect(await page.getByText('Enter your current password to change your email address').count()).toBeGreaterThan(0);
    expect((await apiLogin(newEmail, PASSWORD)).status).toBe(401);
    expect(await accessibilityViolations(page)).toEqual([]);

    await passwordField.fill(PASSWORD);
    await page.getByRole('button', { name: 'Save email' }).click();
    await page.getByRole('status').filter({ hasText: 'Your email address has been updated.' }).waitFor();
    expect(await passwordField.inputValue()).toBe('');
    expect((await apiLogin(newEmail, PASSWORD)).status).toBe(200);
    await page.context().close();
  });

  it('change password: a wrong current password is said once, at its field, and Show passwords shows both', async () => {
    const email = `typo-${randomUUID().slice(0, 8)}@example.test`;
    await register(email);
    const page = await signedInBrowser(email, CHROME_LINUX);
    await page.goto(url('/user-account-settings?tab=password'));
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password');
    await current.fill('not my password');
    await next.fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => current.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    expect(await page.getByText(/incorrect/i).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('currentPassword');

    expect(await next.getAttribute('type')).toBe('password');
    await page.getByLabel('Show passwords').check();
    expect([await current.getAttribute('type'), await next.getAttribute('type')]).toEqual(['text', 'text']);
    expect(await next.inputValue()).toBe('a brand new passphrase');

    await current.fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    expect((await apiLogin(email, 'a brand new passphrase')).status).toBe(200);
    await page.context().close();
  });

  it('moves the focus to the new screen’s heading after signing in and after an Edit link, and to the result after deleting an image', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim() ?? ''}`);
    await submitLogin(page, chromium.site.siteUrl ?? '', {
      email: admin?.email ?? '',
      password: admin?.password ?? '',
    });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    await expect.poll(focused).toMatch(/^H1 /);

    await page.goto(url('/editor/posts'));
    const edit = page.getByRole('link', { name: /^Edit / }).first();
    await edit.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/posts\/edit\//);
    await expect.poll(focused).toMatch(/^H1 Edit/);

    const { mediaItemFor } = await import('../support/media-items');
    const alt = `Focus test ${randomUUID().slice(0, 8)}`;
    await mediaItemFor('post', { alt });
    await page.goto(url('/editor/media'));
    const card = page.getByRole('listitem').filter({ hasText: alt });
    await card.getByRole('button', { name: /^Delete / }).click();
    await page
      .getByRole('dialog', { name: 'Delete this image?' })
      .getByRole('button', { name: 'Delete image' })
      .click();
    await card.waitFor({ state: 'detached' });
    await expect.poll(focused).toMatch(/was deleted\.$/);
    await context.close();
  });

  it('an admin unlocks a locked account and ends all its sessions from the user view', async () => {
    const email = `admin-view-${randomUUID().slice(0, 8)}@example.test`;
    const userId = await register(email);
    const user = await signedInBrowser(email, FIREFOX_WINDOWS);
    for (let attempt = 0; attempt < 5; attempt++) await apiLogin(email, 'not the password');
    expect((await apiLogin(email, PASSWORD)).status).toBe(403);

    const adminAccount = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
    const admin = await signedInBrowser(adminAccount?.email ?? '', CHROME_LINUX, adminAccount?.password);
    await admin.goto(url(`/users/view/${userId}`));
    await admin.getByRole('button', { name: 'Unlock account' }).click();
    const unlockDialog = admin.getByRole('dialog', { name: /Unlock the account of/ });
    await unlockDialog.getByRole('button', { name: 'Unlock account' }).click();
    await admin.getByRole('status').filter({ hasText: 'is unlocked and can sign in again.' }).waitFor();
    await admin.getByRole('button', { name: 'Unlock account' }).waitFor({ state: 'detached' });
    expect((await apiLogin(email, PASSWORD)).status).toBe(200);

    expect(await meStatusFrom(user)).toBe(200);
    await admin.getByRole('button', { name: 'End all sessions' }).click();
    const dialog = admin.getByRole('dialog', { name: /End all sessions of/ });
    await dialog.getByRole('button', { name: 'End all sessions' }).click();
    await admin.getByRole('status').filter({ hasText: '2 sessions were ended' }).waitFor();
    // The dialog closed on success and gave the focus back to the button that opened it.
    expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('End all sessions');
    expect(await meStatusFrom(user)).toBe(401);
    expect(await meStatusFrom(admin)).toBe(200);
    expect(await accessibilityViolations(admin)).toEqual([]);
    await user.context().close();
    await admin.context().close();
  });
});
