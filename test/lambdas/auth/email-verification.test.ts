import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { handler as contentHandler } from '#lambdas/content/handler.ts';
import { findUserByEmail } from '#lambdas/lib/accounts/users.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { EMAIL_NOT_VERIFIED } from '#shared/accounts.ts';
import { createTestAccount, PASSWORD, signedInAs, signIn } from '../../support/accounts';
import { linkFor, mailsTo } from '../../support/inbox';
import { invoke } from '../../support/invoke';

afterEach(() => vi.useRealTimers());

const INVALID_LINK =
  'This verification link is not valid, or it has already been used. Ask for a new one on your profile.';
const EXPIRED_LINK = 'This verification link has expired. Ask for a new one on your profile.';

/** Registers through the API and signs in: the account a visitor makes for themselves. */
async function registered() {
  const email = `verify-${randomUUID()}@example.test`;
  const answer = await invoke(authHandler, 'POST', '/api/auth/register', {
    body: { email, password: PASSWORD, firstName: 'Vera', lastName: 'Fication' },
  });
  expect(answer.statusCode).toBe(201);
  const session = await signIn(email);
  expect(session.statusCode).toBe(200);
  return { id: answer.json.id as string, email, headers: { authorization: `Bearer ${session.json.token}` } };
}

const verificationToken = async (email: string) =>
  (await linkFor(email, '/verify-email')).searchParams.get('token') ?? '';

const verify = (token: unknown) => invoke(authHandler, 'POST', '/api/auth/verify-email', { body: { token } });

const resend = (headers: Record<string, string>) =>
  invoke(authHandler, 'POST', '/api/auth/resend-verification', { headers });

const me = async (headers: Record<string, string>) =>
  (await invoke(authHandler, 'GET', '/api/auth/me', { headers })).json;

const newProject = (headers: Record<string, string>) =>
  invoke(projectsHandler, 'POST', '/api/projects', {
    headers,
    body: { name: 'Verified work', description: 'Only for verified accounts', visibility: 0, status: 1 },
  });

const newDocument = (headers: Record<string, string>) =>
  invoke(contentHandler, 'POST', '/api/content/files', {
    headers,
    body: {
      collection: 'essential-insights',
      folder: ['verified-notes'],
      name: `note-${randomUUID().slice(0, 8)}`,
      description: 'Written by a verified account.',
      markdown: '# A note',
    },
  });

describe('registration and e-mail verification', () => {
  it('mails a verification link on registration; the account is unverified until the link is used', async () => {
    const account = await registered();
    const link = await linkFor(account.email, '/verify-email');
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9._-]{40,}$/);
    const mail = (await mailsTo(account.email)).at(-1);
    expect(mail?.subject).toBe('Verify your e-mail address');
    expect(mail?.body.text).toContain('48 hours');
    expect(await me(account.headers)).toMatchObject({ email: account.email, emailVerified: false });

    const answer = await verify(link.searchParams.get('token'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json.message).toBe('Your e-mail address is verified.');
    expect(await me(account.headers)).toMatchObject({ emailVerified: true });
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const account = await registered();
    const token = await verificationToken(account.email);
    const stored = JSON.stringify(await findUserByEmail(account.email));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.split('.').at(-1));
  });

  it('takes a link once: a second use gets a clear 400 and changes nothing', async () => {
    const account = await registered();
    const token = await verificationToken(account.email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json.message).toBe(INVALID_LINK);
  });

  it('refuses an unknown or malformed token with the same clear 400', async () => {
    for (const token of ['x'.repeat(43), `${randomUUID()}.${'y'.repeat(43)}`, 'no-dot-at-all']) {
      const answer = await verify(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json.message).toBe(INVALID_LINK);
    }
    const missing = await invoke(authHandler, 'POST', '/api/auth/verify-email', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toMatch(/^token: /);
  });

  it('refuses a link after its 48 hours with the expiry message, and the account stays unverified', async () => {
    const account = await registered();
    const token = await verificationToken(account.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 48 * 3_600_000 + 60_000);
    const answer = await verify(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(EXPIRED_LINK);
    vi.useRealTimers();
    expect((await findUserByEmail(account.email))?.emailVerified).toBe(false);
  });
});

describe('what an unverified account may do', () => {
  it('signs in and edits its profile, but creates no document or project until verified', async () => {
    const account = await registered();
    const profile = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: account.headers,
      body: { email: account.email, firstName: 'Verena', lastName: 'Fication' },
    });
    expect(profile.statusCode).toBe(200);

    const project = await newProject(account.headers);
    expect(project.statusCode).toBe(403);
    expect(project.json.message).toBe(EMAIL_NOT_VERIFIED);
    const document = await newDocument(account.headers);
    expect(document.statusCode).toBe(403);
    expect(document.json.message).toBe(EMAIL_NOT_VERIFIED);

    expect((await verify(await verificationToken(account.email))).statusCode).toBe(200);
    expect((await newProject(account.headers)).statusCode).toBe(201);
    expect((await newDocument(account.headers)).statusCode).toBe(201);
  });

  it('counts an account stored before verification existed (no attribute) as verified', async () => {
    const account = await createTestAccount();
    await User.patch({ userId: account.id }).remove(['emailVerified']).go();
    const session = await signIn(account.email);
    const headers = { authorization: `Bearer ${session.json.token}` };
    expect(await me(headers)).toMatchObject({ emailVerified: true });
    expect((await newProject(headers)).statusCode).toBe(201);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link, which replaces the old one', async () => {
    const account = await registered();
    const first = await verificationToken(account.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const answer = await resend(account.headers);
    vi.useRealTimers();
    expect(answer.statusCode).toBe(200);
    expect(answer.json.message).toBe(
      `A new verification link has been sent to ${account.email}. It is valid for 48 hours.`,
    );
    await expect.poll(async () => (await mailsTo(account.email)).length).toBe(2);
    const second = await verificationToken(account.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).json.message).toBe(INVALID_LINK);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('sends at most one link a minute (429 with Retry-After)', async () => {
    const account = await registered();
    const answer = await resend(account.headers);
    expect(answer.statusCode).toBe(429);
    expect(answer.json.message).toBe(
      'A verification link was sent less than a minute ago. Check your inbox, or try again in a minute.',
    );
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('says so, and mails nothing, when the address is already verified', async () => {
    const account = await signedInAs('User');
    const answer = await resend(account.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.message).toBe('Your e-mail address is already verified.');
    expect(await mailsTo(account.email)).toHaveLength(0);
  });
});

describe('a changed address is verified again', () => {
  it('makes the account unverified, mails the new address, and voids a link sent to the old one', async () => {
    const account = await registered();
    const oldToken = await verificationToken(account.email);
    const newEmail = `moved-${randomUUID()}@example.test`;
    const changed = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: account.headers,
      body: { email: newEmail, firstName: 'Vera', lastName: 'Fication' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await verify(oldToken)).json.message).toBe(INVALID_LINK);
    expect((await verify(await verificationToken(newEmail))).statusCode).toBe(200);
    expect(await me(account.headers)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it('also for an account that was verified', async () => {
    const account = await signedInAs('User');
    const newEmail = `moved-${randomUUID()}@example.test`;
    const changed = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: account.headers,
      body: { email: newEmail, firstName: 'Test', lastName: 'User' },
    });
    expect(changed.json).toMatchObject({ emailVerified: false });
    expect((await newProject(account.headers)).statusCode).toBe(403);
    expect(await linkFor(newEmail, '/verify-email')).toBeInstanceOf(URL);
  });
});

describe('administrators and verification', () => {
  it('an account an admin creates counts as verified', async () => {
    const admin = await signedInAs('Admin');
    const answer = await invoke(usersHandler, 'POST', '/api/users', {
      headers: admin.headers,
      body: { email: `made-${randomUUID()}@example.test`, password: PASSWORD, firstName: 'Made', lastName: 'ByAdmin' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json.emailVerified).toBe(true);
    expect(await mailsTo(answer.json.email)).toHaveLength(0);
  });

  it('an admin sees the state and sets it through PUT /users/{id}', async () => {
    const admin = await signedInAs('Admin');
    const account = await registered();
    const seen = await invoke(usersHandler, 'GET', `/api/users/${account.id}`, { headers: admin.headers });
    expect(seen.json.emailVerified).toBe(false);

    const set = await invoke(usersHandler, 'PUT', `/api/users/${account.id}`, {
      headers: admin.headers,
      body: { ...seen.json, emailVerified: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json.emailVerified).toBe(true);
    expect((await newProject(account.headers)).statusCode).toBe(201);

    const unset = await invoke(usersHandler, 'PUT', `/api/users/${account.id}`, {
      headers: admin.headers,
      body: { ...set.json, emailVerified: false },
    });
    expect(unset.json.emailVerified).toBe(false);
    expect((await newProject(account.headers)).statusCode).toBe(403);
  });
});
