import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { createTestAccount, PASSWORD, signedInAs } from '../../support/accounts';
import { type InboxMail, mailsTo, resetLinkFor } from '../../support/inbox';
import { invoke } from '../../support/invoke';
import { SoftwareAuthenticator } from '../../support/webauthn-authenticator';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`;

const signInFrom = (email: string, userAgent: string) =>
  invoke(authHandler, 'POST', '/api/auth/login', {
    body: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });

const withSubject = (mails: InboxMail[], subject: string) => mails.filter((mail) => mail.subject === subject);

/** What every security mail says besides what happened: when (UTC), which browser, how to secure the account. */
function expectSecurityAdvice(text: string, browser: string) {
  expect(text).toMatch(/When: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/);
  expect(text).toContain(`Browser: ${browser}`);
  expect(text).toMatch(/Reset your password: \S*\/forgot-password/);
  expect(text).toMatch(/\/user-account-settings\?tab=security \(Account settings → Security\)/);
}

describe('security mail', () => {
  it('tells the account when its password is changed', async () => {
    const user = await signedInAs('User');
    const changed = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: { ...user.headers, 'user-agent': CHROME_LINUX },
      body: { currentPassword: PASSWORD, newPassword: 'my next long passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const [mail, ...more] = withSubject(await mailsTo(user.email), 'Your password was changed');
    expect(more).toHaveLength(0);
    expect(mail?.body.text).toContain('The password of your account was changed in the account settings.');
    expectSecurityAdvice(mail?.body.text ?? '', 'Chrome on Linux');
  });

  it('tells the account when its password is reset with the mailed link', async () => {
    const account = await createTestAccount();
    await invoke(authHandler, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    const token = (await resetLinkFor(account.email)).searchParams.get('token') ?? '';
    const reset = await invoke(authHandler, 'POST', '/api/auth/reset-password', {
      headers: { 'user-agent': FIREFOX_WINDOWS(128) },
      body: { email: account.email, token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    const [mail] = withSubject(await mailsTo(account.email), 'Your password was changed');
    expect(mail?.body.text).toContain('The password of your account was reset with a link sent to this address.');
    expectSecurityAdvice(mail?.body.text ?? '', 'Firefox on Windows');
  });

  it('tells the old address when the e-mail address changes, by the user or by an admin', async () => {
    const user = await signedInAs('User');
    const newEmail = `moved-${user.id}@example.test`;
    const updated = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: { ...user.headers, 'user-agent': CHROME_LINUX },
      body: { email: newEmail, firstName: 'Test', lastName: 'User' },
    });
    expect(updated.statusCode).toBe(200);
    const [mail] = withSubject(await mailsTo(user.email), 'The e-mail address of your account was changed');
    expect(mail?.body.text).toContain(`changed its e-mail address to ${newEmail}`);
    expectSecurityAdvice(mail?.body.text ?? '', 'Chrome on Linux');
    // The new address gets only the link that verifies it.
    expect((await mailsTo(newEmail)).map((sent) => sent.subject)).toEqual(['Verify your e-mail address']);

    // An unchanged address sends nothing.
    await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: user.headers,
      body: { email: newEmail, firstName: 'Other', lastName: 'Name' },
    });
    expect(await mailsTo(newEmail)).toHaveLength(1);

    const admin = await signedInAs('Admin');
    const current = (await invoke(usersHandler, 'GET', `/api/users/${user.id}`, { headers: admin.headers })).json;
    const byAdmin = await invoke(usersHandler, 'PUT', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: {
        email: `again-${user.id}@example.test`,
        firstName: 'Test',
        lastName: 'User',
        userName: current.userName,
        concurrencyStamp: current.concurrencyStamp,
      },
    });
    expect(byAdmin.statusCode, JSON.stringify(byAdmin.json)).toBe(200);
    const [adminMail] = withSubject(await mailsTo(newEmail), 'The e-mail address of your account was changed');
    expect(adminMail?.body.text).toContain('An administrator changed its e-mail address');
  });

  it('tells the account about a sign-in from a new browser, not the first one and not the same one again', async () => {
    const account = await createTestAccount();
    const subject = 'New sign-in to your account';
    expect((await signInFrom(account.email, CHROME_LINUX)).statusCode).toBe(200);
    expect(withSubject(await mailsTo(account.email), subject)).toHaveLength(0);

    expect((await signInFrom(account.email, FIREFOX_WINDOWS(128))).statusCode).toBe(200);
    const mails = withSubject(await mailsTo(account.email), subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('from a browser it has not been used with before');
    expectSecurityAdvice(mails[0]?.body.text ?? '', 'Firefox on Windows');

    // The same browsers again (one updated to a new version): nothing more.
    expect((await signInFrom(account.email, FIREFOX_WINDOWS(129))).statusCode).toBe(200);
    expect((await signInFrom(account.email, CHROME_LINUX)).statusCode).toBe(200);
    expect(withSubject(await mailsTo(account.email), subject)).toHaveLength(1);
  });

  it('tells the account when a passkey is added, and a passkey sign-in from a new browser counts as one', async () => {
    const account = await createTestAccount();
    const firstSignIn = await signInFrom(account.email, CHROME_LINUX);
    const headers = { authorization: `Bearer ${firstSignIn.json.token}`, 'user-agent': CHROME_LINUX };
    const authenticator = new SoftwareAuthenticator();
    const options = await invoke(authHandler, 'POST', '/api/auth/passkeys/register-options', { headers });
    const added = await invoke(authHandler, 'POST', '/api/auth/passkeys/register', {
      headers,
      body: { name: 'Work laptop', response: authenticator.register(options.json) },
    });
    expect(added.statusCode).toBe(201);
    const [mail, ...more] = withSubject(await mailsTo(account.email), 'A passkey was added to your account');
    expect(more).toHaveLength(0);
    expect(mail?.body.text).toContain('A passkey named “Work laptop” was added to your account');
    expectSecurityAdvice(mail?.body.text ?? '', 'Chrome on Linux');

    const loginOptions = await invoke(authHandler, 'POST', '/api/auth/passkeys/login-options');
    const signedIn = await invoke(authHandler, 'POST', '/api/auth/passkeys/login', {
      headers: { 'user-agent': FIREFOX_WINDOWS(128) },
      body: { response: authenticator.authenticate(loginOptions.json) },
    });
    expect(signedIn.statusCode).toBe(200);
    const newBrowser = withSubject(await mailsTo(account.email), 'New sign-in to your account');
    expect(newBrowser).toHaveLength(1);
    expectSecurityAdvice(newBrowser[0]?.body.text ?? '', 'Firefox on Windows');
  });

  it('sends nothing to an account that turned security mail off in its preferences, and again once it is on', async () => {
    const user = await signedInAs('User');
    const off = await invoke(authHandler, 'PUT', '/api/auth/preferences', {
      headers: user.headers,
      body: { securityMail: false },
    });
    expect(off.statusCode).toBe(200);
    const changed = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: { ...user.headers, 'user-agent': CHROME_LINUX },
      body: { currentPassword: PASSWORD, newPassword: 'my next long passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${changed.json.token}` };
    expect(withSubject(await mailsTo(user.email), 'Your password was changed')).toHaveLength(0);

    await invoke(authHandler, 'PUT', '/api/auth/preferences', { headers, body: { securityMail: true } });
    const again = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: { ...headers, 'user-agent': CHROME_LINUX },
      body: { currentPassword: 'my next long passphrase', newPassword: 'and yet another passphrase' },
    });
    expect(again.statusCode).toBe(200);
    expect(withSubject(await mailsTo(user.email), 'Your password was changed')).toHaveLength(1);
  });
});
