import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import { backdateSignIns, openPage, setUpSiteInChromium, submitLogin } from '../support/browser';

/*
 * Passkeys in Chromium with a virtual authenticator (CDP WebAuthn domain: ctap2, internal,
 * resident keys, user verification): add a passkey in account settings, sign out, sign in with
 * "Sign in with a passkey" (no e-mail typed), and be signed in. The site runs on a port chosen at
 * start; the server's relying party (`localhost`) and origin come from its SITE_URL.
 */

const chromium = setUpSiteInChromium();
const url = (path: string) => `${chromium.site.siteUrl}${path}`;

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function register(page: Page, email: string, password: string) {
  await page.goto(url('/register'));
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/login/);
}

describe('passkeys in Chromium', { timeout: 120_000 }, () => {
  it('adds a passkey in account settings, then signs in with it after signing out', async () => {
    const page = await openPage(chromium);
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const email = `passkey-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'a long enough passphrase';
    await register(page, email, password);
    await submitLogin(page, chromium.site.siteUrl ?? '', { email, password });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));

    await page.goto(url('/user-account-settings?tab=security'));
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('You have no passkeys yet.').waitFor();
    await section.getByLabel('Passkey name').fill('Virtual key');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByText('Passkey “Virtual key” added. You can now sign in with it.').waitFor();
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('Virtual key').waitFor();
    await expect.poll(() => list.getByText(/Last used Never/).count()).toBe(1);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    const { violations } = await new AxeBuilder({ page }).include('.passkeys').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await page.goto(url('/logout'));
    await page.getByText('You have been logged out.').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('auth'), sessionStorage.getItem('auth')])).toEqual([
      null,
      null,
    ]);

    await page.goto(url('/login'));
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    // Remember-me applies: the session is kept in localStorage, as after a password sign-in.
    const stored = await page.evaluate(() => [localStorage.getItem('auth'), sessionStorage.getItem('auth')]);
    expect(JSON.parse(stored[0] ?? '{}')).toMatchObject({ authenticated: true, authenticatedUser: { email } });
    expect(stored[1]).toBeNull();

    await page.goto(url('/user-account-settings?tab=security'));
    await section.getByText('Virtual key').waitFor();
    await expect.poll(() => list.getByText(/Last used Never/).count()).toBe(0);

    // Remove, with the confirmation.
    await section.getByRole('button', { name: 'Remove passkey Virtual key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('You have no passkeys yet.').waitFor();
    // The removed passkey's button is gone: focus is on the section's heading, not lost on the page.
    await expect
      .poll(() => section.getByRole('heading', { name: 'Passkeys' }).evaluate((h) => h === document.activeElement))
      .toBe(true);
    await page.context().close();
  });

  it('asks for the current password to add and to remove a passkey once the sign-in is not recent', async () => {
    const page = await openPage(chromium);
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const email = `passkey-later-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'a long enough passphrase';
    await register(page, email, password);
    await submitLogin(page, chromium.site.siteUrl ?? '', { email, password });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    await backdateSignIns(email, RECENT_SIGN_IN_MINUTES + 5);

    await page.goto(url('/user-account-settings?tab=security'));
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('You have no passkeys yet.').waitFor();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByRole('alert').filter({ hasText: 'Enter your current password to add a passkey' }).waitFor();
    const passwordField = section.getByLabel('Current password');
    expect(await passwordField.getAttribute('aria-invalid')).toBe('true');
    // Refused before the browser's prompt: the authenticator made no credential.
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);

    await passwordField.fill(password);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByText(/^Passkey “.+” added\. You can now sign in with it\.$/).waitFor();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
    expect(await passwordField.inputValue()).toBe('');

    // Removing it asks for the password in the confirmation, which stays open until it is given.
    await section.getByRole('button', { name: /^Remove passkey / }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    const dialogPassword = dialog.getByLabel('Current password');
    await expect.poll(() => dialogPassword.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText('Enter your current password to remove a passkey').count()).toBe(1);
    await dialogPassword.fill(password);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('You have no passkeys yet.').waitFor();
    await page.context().close();
  });

  it('says so when the passkey prompt is cancelled, and stays signed out', async () => {
    const page = await openPage(chromium);
    // What the browser answers when the user closes its passkey prompt: NotAllowedError.
    await page.addInitScript(() => {
      navigator.credentials.get = () =>
        Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    });
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /passkey prompt was closed or timed out/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});
