import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';
import { linkFor, mailsTo } from '../support/inbox';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const newPage = () => openPage(chromium);

const signIn = (page: Page, email: string, password: string, rememberMe = false) =>
  submitLogin(page, chromium.site.siteUrl ?? '', { email, password, rememberMe });

async function register(page: Page, email: string, password: string) {
  await page.goto(url('/register'));
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/login/);
}

/** A new page where an account just registered (`<prefix>-…@example.test`) is signed in. */
async function registeredAndSignedIn(prefix: string, password: string) {
  const page = await newPage();
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
  await register(page, email, password);
  await signIn(page, email, password);
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  return { page, email };
}

describe('account journeys in Chromium', { timeout: 90_000 }, () => {
  it('register → login with remember-me → profile → change name', async () => {
    const page = await newPage();
    const email = `grace-${randomUUID().slice(0, 8)}@example.test`;
    await register(page, email, 'a long enough passphrase');
    await signIn(page, email, 'a long enough passphrase', true);
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    const stored = await page.evaluate(() => [localStorage.getItem('auth'), sessionStorage.getItem('auth')]);
    expect(JSON.parse(stored[0] ?? '{}')).toMatchObject({ authenticated: true, authenticatedUser: { email } });
    expect(stored[1]).toBeNull();

    await page.goto(url('/user-profile'));
    await page.getByLabel('First name').fill('Amazing');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: /saved|updated/i })
      .first()
      .waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 10_000 }).toBe('Amazing');
    await page.context().close();
  });

  it('register → verification mail in the local SES inbox → open its link → verified', async () => {
    const page = await newPage();
    const email = `verify-${randomUUID().slice(0, 8)}@example.test`;
    await register(page, email, 'a long enough passphrase');
    await page.getByText(`We sent a link to ${email} to verify your e-mail address.`).waitFor();

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
    const link = await linkFor(email, '/verify-email');
    expect(link.href.startsWith(chromium.site.siteUrl ?? 'missing')).toBe(true);
    await page.goto(link.href);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await page.reload();
    await page.getByText(/not valid, or it has already been used/).waitFor();

    await signIn(page, email, 'a long enough passphrase');
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    await page.goto(url('/user-profile'));
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByText('E-mail not verified').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Resend verification' }).count()).toBe(0);
    await page.context().close();
  });

  it('an unverified user sees "E-mail not verified" on the profile and resends the link', async () => {
    const { page, email } = await registeredAndSignedIn('unverified', 'a long enough passphrase');
    await page.goto(url('/user-profile'));
    await page.getByText('E-mail not verified').waitFor();

    // The first link went out at registration; a second is allowed a minute later.
    const { findUserByEmail } = await import('#lambdas/lib/accounts/users.ts');
    const { User } = await import('#lambdas/lib/db/entities/user.ts');
    const user = await findUserByEmail(email);
    await User.patch({ userId: user?.userId ?? '' })
      .set({ emailVerificationSentAt: new Date(Date.now() - 2 * 60_000).toISOString() })
      .go();
    await page.getByRole('button', { name: 'Resend verification' }).click();
    await page.getByText(`A new verification link has been sent to ${email}. It is valid for 48 hours.`).waitFor();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(2);

    await page.goto((await linkFor(email, '/verify-email')).href);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await page.goto(url('/user-profile'));
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByText('E-mail not verified').count()).toBe(0);
    await page.context().close();
  });

  it('forgot password → mail in the local SES inbox → reset → login with the new password', async () => {
    const page = await newPage();
    const email = `reset-${randomUUID().slice(0, 8)}@example.test`;
    await register(page, email, 'the first passphrase');

    await page.goto(url('/forgot-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/link to reset the password has been sent/i).waitFor();

    await expect
      .poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === 'Reset your password').length, {
        timeout: 10_000,
      })
      .toBe(1);
    const link = (await linkFor(email, '/reset-password')).href;
    expect(link.startsWith(chromium.site.siteUrl ?? 'missing')).toBe(true);

    await page.goto(link);
    await page.getByLabel('New password').fill('the second passphrase');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password has been reset successfully. Redirecting to login...').waitFor();
    await page.waitForURL(/\/login/, { timeout: 10_000 });

    await signIn(page, email, 'the second passphrase');
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    expect(await page.evaluate(() => sessionStorage.getItem('auth'))).toContain(email);
    await page.context().close();
  });

  it('an admin soft-deletes a user → that user sees the overlay and requests reactivation', async () => {
    const victim = await newPage();
    const email = `gone-${randomUUID().slice(0, 8)}@example.test`;
    await register(victim, email, 'a passphrase to lose');

    const adminAccount = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
    const admin = await newPage();
    await signIn(admin, adminAccount?.email ?? '', adminAccount?.password ?? '');
    await admin.waitForURL((location) => !location.pathname.startsWith('/login'));
    const lookup = await fetch(`${chromium.site.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminAccount?.email, password: adminAccount?.password }),
    }).then((answer) => answer.json());
    const users = await fetch(`${chromium.site.apiUrl}/users?limit=100`, {
      headers: { authorization: `Bearer ${lookup.token}` },
    }).then((answer) => answer.json());
    const victimId = users.items.find((user: { email: string }) => user.email === email)?.id;
    expect(victimId).toEqual(expect.any(String));

    await admin.goto(url(`/users/edit/${victimId}`));
    // The user screens are in the admin area: its navigation, Users marked.
    const area = admin.getByRole('navigation', { name: 'Admin' });
    await expect.poll(() => area.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('true');
    await admin.getByRole('button', { name: 'Delete user' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Soft Delete' }).click();
    // The admin stays in the admin area, told what happened, the focus on that message.
    await admin.waitForURL((location) => location.pathname === '/admin/users');
    const notice = admin.getByText(/was soft-deleted and can no longer sign in; the account is kept\./);
    await notice.waitFor();
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/was soft-deleted/);
    expect(await area.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    await admin.getByRole('link', { name: 'Open the account to restore it' }).click();
    await admin.waitForURL(`**/users/view/${victimId}`);

    await signIn(victim, email, 'a passphrase to lose');
    const overlay = victim.getByRole('dialog');
    await overlay.getByText('This account has been deleted.').first().waitFor();
    await overlay.getByLabel('Reason for reactivation').fill('Deleted by mistake, please restore.');
    await overlay.getByRole('button', { name: 'Request reactivation' }).click();
    await overlay.getByText(/reactivation request has been received/i).waitFor();
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => /reactivation/i.test(mail.subject)), { timeout: 10_000 })
      .toBe(true);
    await victim.context().close();
    await admin.context().close();
  });

  it('a failed sign-in right after registering clears the "account created" message', async () => {
    const page = await newPage();
    const email = `stale-${randomUUID().slice(0, 8)}@example.test`;
    await register(page, email, 'a long enough passphrase');
    const created = page.getByText('Your account has been created. Sign in to continue.');
    await created.waitFor();
    await page.getByLabel('Password', { exact: true }).fill('not the passphrase');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid login attempt').waitFor();
    expect(await created.count()).toBe(0);
    await page.context().close();
  });

  it('deletes one’s own account only with the current password, even right after signing in → signed out, told where they are, mailed the way back', async () => {
    const { page, email } = await registeredAndSignedIn('leaving', 'a passphrase to leave');

    await page.goto(url('/account'));
    await page.getByRole('button', { name: 'Export my data' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    // Asked for every time: a required field, not "(optional)" nor "needed unless you signed in…".
    const password = dialog.getByLabel('Current password', { exact: true });
    expect(await password.getAttribute('required')).not.toBeNull();
    expect(await dialog.getByText(/Needed unless/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Enter your current password to delete your account').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Export my data' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('Current password', { exact: true }).fill('a passphrase to leave');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL(/\/login/);
    await page.getByText('Your account has been deleted and you have been signed out everywhere.').waitFor();
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('auth'), sessionStorage.getItem('auth')]))
      .toEqual([null, null]);
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => mail.subject === 'Your account was deleted'), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.context().close();
  });
});
