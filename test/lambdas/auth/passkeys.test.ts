import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { CHALLENGE_REFUSED, PASSKEY_NOT_VERIFIED, UNKNOWN_PASSKEY } from '#lambdas/lib/accounts/passkeys.ts';
import { listSessions } from '#lambdas/lib/accounts/sessions.ts';
import { getUser } from '#lambdas/lib/accounts/users.ts';
import { Passkey } from '#lambdas/lib/db/entities/passkey.ts';
import { PasskeyChallenge } from '#lambdas/lib/db/entities/passkey-challenge.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { REMEMBERED_SESSION_DAYS } from '#shared/accounts.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { SoftwareAuthenticator } from '../../support/webauthn-authenticator';

/*
 * Passkeys end to end through the auth handler, with @simplewebauthn/server's real verification
 * of a software authenticator's answers (test/support/webauthn-authenticator.ts) against DynamoDB
 * Local. The site URL of the tests is http://localhost:5173 (test/support/setup-env.ts): rp id
 * `localhost`, origin `http://localhost:5173`.
 */

type Account = Awaited<ReturnType<typeof signedInAs>>;

const registerOptions = (account: Account) =>
  invoke(authHandler, 'POST', '/api/auth/passkeys/register-options', { headers: account.headers });
const register = (account: Account, body: unknown) =>
  invoke(authHandler, 'POST', '/api/auth/passkeys/register', { headers: account.headers, body });
const list = (account: Account) => invoke(authHandler, 'GET', '/api/auth/passkeys', { headers: account.headers });
const loginOptions = () => invoke(authHandler, 'POST', '/api/auth/passkeys/login-options');
const login = (body: unknown) => invoke(authHandler, 'POST', '/api/auth/passkeys/login', { body });

/** A signed-in User with one passkey on a fresh software authenticator. */
async function withPasskey(name = 'Test key') {
  const account = await signedInAs('User');
  const authenticator = new SoftwareAuthenticator();
  const options = await registerOptions(account);
  expect(options.statusCode).toBe(200);
  const added = await register(account, { name, response: authenticator.register(options.json) });
  expect(added.statusCode).toBe(201);
  return { account, authenticator, passkeyId: added.json.id as string };
}

async function signInWith(authenticator: SoftwareAuthenticator, extra: Record<string, unknown> = {}, overrides = {}) {
  const options = await loginOptions();
  expect(options.statusCode).toBe(200);
  return login({ response: authenticator.authenticate(options.json, overrides), ...extra });
}

describe('passkey registration', () => {
  it('offers a discoverable credential with user verification for the configured relying party', async () => {
    const account = await signedInAs('User');
    const answer = await registerOptions(account);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.rp.id).toBe('localhost');
    expect(answer.json.user.name).toBe(account.email);
    expect(Buffer.from(answer.json.user.id, 'base64url').toString()).toBe(account.id);
    expect(answer.json.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const stored = await PasskeyChallenge.get({ challenge: answer.json.challenge }).go();
    expect(stored.data).toMatchObject({ purpose: 'registration', userId: account.id });
    // Five minutes, stored as epoch seconds in the TTL attribute.
    expect(stored.data?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 290);
    expect(stored.data?.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 300));
  });

  it('stores a verified passkey and lists it with its name, creation time and no use yet', async () => {
    const { account, passkeyId, authenticator } = await withPasskey('Laptop');
    expect(passkeyId).toBe(authenticator.credentials[0]?.id);
    const answer = await list(account);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.passkeys).toEqual([
      { id: passkeyId, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const { data } = await Passkey.get({ userId: account.id, credentialId: passkeyId }).go();
    expect(data).toMatchObject({ counter: 0, transports: ['internal'], deviceType: 'singleDevice', backedUp: false });
    expect(data?.publicKey.length).toBeGreaterThan(50);
  });

  it('excludes the caller’s passkeys from the next options', async () => {
    const { account, passkeyId } = await withPasskey();
    const answer = await registerOptions(account);
    expect(answer.json.excludeCredentials).toEqual([expect.objectContaining({ id: passkeyId })]);
  });

  it('refuses a challenge used twice: the second try stores nothing', async () => {
    const account = await signedInAs('User');
    const authenticator = new SoftwareAuthenticator();
    const options = await registerOptions(account);
    expect((await register(account, { name: 'One', response: authenticator.register(options.json) })).statusCode).toBe(
      201,
    );
    const again = await register(account, { name: 'Two', response: authenticator.register(options.json) });
    expect(again.statusCode).toBe(400);
    expect(again.json.message).toBe(CHALLENGE_REFUSED);
    expect((await list(account)).json.passkeys.map((passkey: { name: string }) => passkey.name)).toEqual(['One']);
  });

  it('refuses an expired challenge', async () => {
    const account = await signedInAs('User');
    const options = await registerOptions(account);
    await PasskeyChallenge.patch({ challenge: options.json.challenge })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const answer = await register(account, {
      name: 'Late',
      response: new SoftwareAuthenticator().register(options.json),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(CHALLENGE_REFUSED);
    expect((await list(account)).json.passkeys).toEqual([]);
  });

  it('refuses another user’s registration challenge', async () => {
    const owner = await signedInAs('User');
    const other = await signedInAs('User');
    const options = await registerOptions(owner);
    const answer = await register(other, {
      name: 'Stolen',
      response: new SoftwareAuthenticator().register(options.json),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(CHALLENGE_REFUSED);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }, /origin/],
    ['another relying party', { rpId: 'evil.example' }, /RP ID/i],
  ])('refuses an attestation from %s', async (_, overrides, reason) => {
    const account = await signedInAs('User');
    const options = await registerOptions(account);
    const answer = await register(account, {
      name: 'Bad',
      response: new SoftwareAuthenticator().register(options.json, overrides),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toMatch(/^The passkey could not be verified: /);
    expect(answer.json.message).toMatch(reason);
    expect((await list(account)).json.passkeys).toEqual([]);
  });

  it.each([
    ['no name', (response: unknown) => ({ response }), /^name: /],
    ['a name over 64 characters', (response: unknown) => ({ name: 'x'.repeat(65), response }), /^name: /],
    ['a blank name', (response: unknown) => ({ name: '   ', response }), /^name: /],
    ['no response', () => ({ name: 'Key' }), /^response: /],
  ])('answers 400 naming the field for %s, and changes nothing', async (_, body, message) => {
    const account = await signedInAs('User');
    const options = await registerOptions(account);
    const answer = await register(account, body(new SoftwareAuthenticator().register(options.json)));
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toMatch(message);
    // The challenge is still there: a bad body uses nothing up.
    expect((await PasskeyChallenge.get({ challenge: options.json.challenge }).go()).data).not.toBeNull();
  });
});

describe('passkey removal', () => {
  it('removes the caller’s own passkey, and 404s another user’s, which stays', async () => {
    const { account, passkeyId } = await withPasskey();
    const stranger = await signedInAs('User');
    const refused = await invoke(authHandler, 'DELETE', `/api/auth/passkeys/${passkeyId}`, {
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(account)).json.passkeys).toHaveLength(1);

    const removed = await invoke(authHandler, 'DELETE', `/api/auth/passkeys/${passkeyId}`, {
      headers: account.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(account)).json.passkeys).toEqual([]);
  });

  it('answers 404, not a server error, for an id longer than any stored passkey’s', async () => {
    const { account } = await withPasskey();
    const answer = await invoke(authHandler, 'DELETE', `/api/auth/passkeys/${'A'.repeat(1200)}`, {
      headers: account.headers,
    });
    expect(answer.statusCode).toBe(404);
    expect((await list(account)).json.passkeys).toHaveLength(1);
  });

  it('keeps adding and removing a passkey in the account activity, with the browser; a refused removal adds nothing', async () => {
    const { account, passkeyId } = await withPasskey();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const stranger = await signedInAs('User');
    const refused = await invoke(authHandler, 'DELETE', `/api/auth/passkeys/${passkeyId}`, {
      headers: { ...stranger.headers, 'user-agent': firefox },
    });
    expect(refused.statusCode).toBe(404);
    const removed = await invoke(authHandler, 'DELETE', `/api/auth/passkeys/${passkeyId}`, {
      headers: { ...account.headers, 'user-agent': firefox },
    });
    expect(removed.statusCode).toBe(204);

    const activityOf = async (who: Account) =>
      (await invoke(authHandler, 'GET', '/api/auth/activity', { headers: who.headers })).json.items.map(
        (item: { type: string; userAgent?: string }) => ({ type: item.type, userAgent: item.userAgent }),
      );
    expect((await activityOf(account)).filter((item: { type: string }) => item.type.startsWith('passkey-'))).toEqual([
      { type: 'passkey-removed', userAgent: firefox },
      { type: 'passkey-added', userAgent: 'vitest' },
    ]);
    expect((await activityOf(stranger)).filter((item: { type: string }) => item.type.startsWith('passkey-'))).toEqual(
      [],
    );
  });

  it('is in the data export with the browsers signed in from, as stored (a hash), never its public key', async () => {
    const { account, authenticator, passkeyId } = await withPasskey('Phone');
    expect((await signInWith(authenticator)).statusCode).toBe(200);
    const exported = await invoke(authHandler, 'GET', '/api/auth/export', { headers: account.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json.passkeys).toEqual([
      { id: passkeyId, name: 'Phone', createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    const { data } = await Passkey.get({ userId: account.id, credentialId: passkeyId }).go();
    expect(JSON.stringify(exported.json)).not.toContain(String(data?.publicKey));
    // The password sign-in that made the account and the passkey sign-in: one browser ('vitest').
    expect(exported.json.signInBrowsers).toEqual([{ browserKey: expect.any(String), firstSeenAt: expect.any(String) }]);
    expect(JSON.stringify(exported.json.signInBrowsers)).not.toContain('vitest');
  });

  it('is gone with a permanently deleted account', async () => {
    const { account, passkeyId } = await withPasskey();
    const admin = await signedInAs('Admin');
    const deleted = await invoke(usersHandler, 'DELETE', `/api/users/${account.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await Passkey.get({ userId: account.id, credentialId: passkeyId }).go()).data).toBeNull();
    expect((await Passkey.query.byCredential({ credentialId: passkeyId }).go()).data).toEqual([]);
  });
});

describe('passkey sign-in', () => {
  it('offers a discoverable sign-in: no credentials listed, a challenge stored', async () => {
    const answer = await loginOptions();
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(answer.json.allowCredentials ?? []).toEqual([]);
    const stored = await PasskeyChallenge.get({ challenge: answer.json.challenge }).go();
    expect(stored.data).toMatchObject({ purpose: 'authentication' });
  });

  it('signs in as the password sign-in does, remember-me included, and moves the counter', async () => {
    const { account, authenticator, passkeyId } = await withPasskey();
    const answer = await signInWith(authenticator, { rememberMe: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({
      authenticated: true,
      authenticatedUser: { id: account.id, email: account.email },
    });
    expect(Date.parse(answer.json.expiresAt)).toBeGreaterThan(Date.now() + (REMEMBERED_SESSION_DAYS - 1) * 86_400_000);
    const sessions = await listSessions(account.id);
    expect(sessions.filter((session) => session.rememberMe)).toHaveLength(1);

    const me = await invoke(authHandler, 'GET', '/api/auth/me', {
      headers: { authorization: `Bearer ${answer.json.token}` },
    });
    expect(me.statusCode).toBe(200);

    const stored = await Passkey.get({ userId: account.id, credentialId: passkeyId }).go();
    expect(stored.data?.counter).toBe(1);
    expect(stored.data?.lastUsedAt).toBeDefined();
    expect((await list(account)).json.passkeys[0].lastUsedAt).toBe(stored.data?.lastUsedAt);

    const second = await signInWith(authenticator);
    expect(second.statusCode).toBe(200);
    expect(Date.parse(second.json.expiresAt)).toBeLessThan(Date.now() + 13 * 3_600_000);
    expect((await Passkey.get({ userId: account.id, credentialId: passkeyId }).go()).data?.counter).toBe(2);
  });

  it('refuses a counter that does not go up (a cloned authenticator)', async () => {
    const { authenticator } = await withPasskey();
    expect((await signInWith(authenticator, {}, { counter: 5 })).statusCode).toBe(200);
    const replayed = await signInWith(authenticator, {}, { counter: 5 });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json.message).toBe(PASSKEY_NOT_VERIFIED);
  });

  it('refuses an assertion sent twice: its challenge is used up', async () => {
    const { authenticator } = await withPasskey();
    const options = await loginOptions();
    const response = authenticator.authenticate(options.json);
    expect((await login({ response })).statusCode).toBe(200);
    const again = await login({ response });
    expect(again.statusCode).toBe(400);
    expect(again.json.message).toBe(CHALLENGE_REFUSED);
  });

  it('refuses an expired sign-in challenge', async () => {
    const { authenticator } = await withPasskey();
    const options = await loginOptions();
    await PasskeyChallenge.patch({ challenge: options.json.challenge })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const answer = await login({ response: authenticator.authenticate(options.json) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(CHALLENGE_REFUSED);
  });

  it('does not accept a registration challenge for a sign-in', async () => {
    const { account, authenticator } = await withPasskey();
    const options = await registerOptions(account);
    const answer = await login({ response: authenticator.authenticate({ challenge: options.json.challenge }) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(CHALLENGE_REFUSED);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
  ])('refuses an assertion from %s, without counting a failed login', async (_, overrides) => {
    const { account, authenticator } = await withPasskey();
    const answer = await signInWith(authenticator, {}, overrides);
    expect(answer.statusCode).toBe(401);
    expect(answer.json.message).toBe(PASSKEY_NOT_VERIFIED);
    const user = await getUser(account.id);
    expect(user?.failedLoginAttempts ?? 0).toBe(0);
  });

  it('refuses a passkey the site does not know, and a removed one', async () => {
    const unknown = new SoftwareAuthenticator();
    unknown.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'dW5rbm93bg' } });
    const answer = await signInWith(unknown);
    expect(answer.statusCode).toBe(401);
    expect(answer.json.message).toBe(UNKNOWN_PASSKEY);

    const { account, authenticator, passkeyId } = await withPasskey();
    await invoke(authHandler, 'DELETE', `/api/auth/passkeys/${passkeyId}`, { headers: account.headers });
    expect((await signInWith(authenticator)).json.message).toBe(UNKNOWN_PASSKEY);
  });

  it('refuses a locked account with the password sign-in’s answer', async () => {
    const { account, authenticator } = await withPasskey();
    const lockoutEnd = new Date(Date.now() + 10 * 60_000).toISOString();
    await User.patch({ userId: account.id }).set({ isLockedOut: true, lockoutEnd }).go();
    const answer = await signInWith(authenticator);
    expect(answer.statusCode).toBe(403);
    expect(answer.json).toEqual({
      message: 'This account is locked. Try again in 10 minutes.',
      isLockedOut: true,
      lockoutEnd,
    });
  });

  it('refuses a soft-deleted account with the password sign-in’s answer', async () => {
    const { account, authenticator } = await withPasskey();
    const admin = await signedInAs('Admin');
    await invoke(usersHandler, 'DELETE', `/api/users/${account.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    const answer = await signInWith(authenticator);
    expect(answer.statusCode).toBe(403);
    expect(answer.json).toEqual({ message: 'This account has been deleted.', isDeleted: true });
  });

  it('refuses a disabled account with the password sign-in’s answer', async () => {
    const { account, authenticator } = await withPasskey();
    await User.patch({ userId: account.id }).set({ isActive: false }).go();
    const answer = await signInWith(authenticator);
    expect(answer.statusCode).toBe(403);
    expect(answer.json).toEqual({ message: 'This account is disabled.', isActive: false });
  });

  it('refuses a permanently deleted account’s passkey as unknown', async () => {
    const { account, authenticator } = await withPasskey();
    const admin = await signedInAs('Admin');
    await invoke(usersHandler, 'DELETE', `/api/users/${account.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: true },
    });
    const answer = await signInWith(authenticator);
    expect(answer.statusCode).toBe(401);
    expect(answer.json.message).toBe(UNKNOWN_PASSKEY);
  });

  it('answers 400 naming the field for a malformed assertion', async () => {
    const answer = await login({ response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toMatch(/clientExtensionResults|clientDataJSON/);
  });
});
