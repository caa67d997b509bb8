import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { PASSKEY_NEEDS_PASSWORD, PASSKEY_REMOVAL_NEEDS_PASSWORD } from '#lambdas/lib/accounts/passkeys.ts';
import { RECENT_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import { PASSWORD, signedInAs, signIn } from '../../support/accounts';
import { mailsTo } from '../../support/inbox';
import { invoke } from '../../support/invoke';
import { SoftwareAuthenticator } from '../../support/webauthn-authenticator';

const NEEDS_PASSWORD = 'Enter your current password to change your email address';
const WRONG_PASSWORD = 'Current password is incorrect';
const CHANGED_MAIL = 'The e-mail address of your account was changed';

afterEach(() => vi.useRealTimers());

/** Moves the clock past the recent-sign-in window (the server's clock: the handlers run here). */
function laterThanRecentSignIn() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (RECENT_SIGN_IN_MINUTES + 1) * 60_000);
}

const updateProfile = (headers: Record<string, string>, body: Record<string, unknown>) =>
  invoke(authHandler, 'POST', '/api/auth/update-profile', { headers, body });

const me = async (headers: Record<string, string>) =>
  (await invoke(authHandler, 'GET', '/api/auth/me', { headers })).json as { email: string; firstName: string };

describe('changing the sign-in address needs the owner again (ASVS V7.5.1)', () => {
  it('goes through within the recent-sign-in window with the session alone', async () => {
    const user = await signedInAs('User');
    const email = `recent-${user.id}@example.test`;
    const answer = await updateProfile(user.headers, { email, firstName: 'Test', lastName: 'User' });
    expect(answer.statusCode).toBe(200);
    expect((await me(user.headers)).email).toBe(email);
  });

  it('later, is refused without the current password, naming the field, and changes and tells nothing', async () => {
    const user = await signedInAs('User');
    laterThanRecentSignIn();
    const answer = await updateProfile(user.headers, {
      email: `later-${user.id}@example.test`,
      firstName: 'Test',
      lastName: 'User',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json).toMatchObject({
      message: NEEDS_PASSWORD,
      errors: [{ field: 'currentPassword', message: NEEDS_PASSWORD }],
    });
    expect((await me(user.headers)).email).toBe(user.email);
    expect((await mailsTo(user.email)).filter((mail) => mail.subject === CHANGED_MAIL)).toHaveLength(0);
  });

  it('later, refuses a wrong current password and takes the right one', async () => {
    const user = await signedInAs('User');
    laterThanRecentSignIn();
    const email = `confirmed-${user.id}@example.test`;
    const body = { email, firstName: 'Test', lastName: 'User' };
    const wrong = await updateProfile(user.headers, { ...body, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: 'currentPassword', message: WRONG_PASSWORD }]);
    expect((await me(user.headers)).email).toBe(user.email);

    const right = await updateProfile(user.headers, { ...body, currentPassword: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect((await me(user.headers)).email).toBe(email);
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it('later, still changes the other fields without a password', async () => {
    const user = await signedInAs('User');
    laterThanRecentSignIn();
    const answer = await updateProfile(user.headers, {
      email: user.email.toUpperCase(),
      firstName: 'Renamed',
      lastName: 'User',
    });
    expect(answer.statusCode).toBe(200);
    expect((await me(user.headers)).firstName).toBe('Renamed');
  });

  it('counts a password change as a sign-in: its fresh session may change the address', async () => {
    const user = await signedInAs('User');
    laterThanRecentSignIn();
    const changed = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: user.headers,
      body: { currentPassword: PASSWORD, newPassword: 'another sturdy passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json.token}` };
    const email = `after-change-${user.id}@example.test`;
    expect((await updateProfile(fresh, { email, firstName: 'Test', lastName: 'User' })).statusCode).toBe(200);
  });
});

describe('adding a passkey needs the owner again (ASVS V7.5.1)', () => {
  const registerOptions = (headers: Record<string, string>, body?: unknown) =>
    invoke(authHandler, 'POST', '/api/auth/passkeys/register-options', { headers, body });

  it('later, gives no options without the current password or with a wrong one, and options that register with it', async () => {
    const user = await signedInAs('User');
    laterThanRecentSignIn();
    const missing = await registerOptions(user.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json.errors).toEqual([{ field: 'currentPassword', message: PASSKEY_NEEDS_PASSWORD }]);
    const wrong = await registerOptions(user.headers, { currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: 'currentPassword', message: WRONG_PASSWORD }]);

    const options = await registerOptions(user.headers, { currentPassword: PASSWORD });
    expect(options.statusCode).toBe(200);
    const added = await invoke(authHandler, 'POST', '/api/auth/passkeys/register', {
      headers: user.headers,
      body: { name: 'Added later', response: new SoftwareAuthenticator().register(options.json) },
    });
    expect(added.statusCode).toBe(201);
  });

  it('within the window, needs no body, and refuses a body with an unknown field', async () => {
    const user = await signedInAs('User');
    expect((await registerOptions(user.headers)).statusCode).toBe(200);
    const odd = await registerOptions(user.headers, { password: PASSWORD });
    expect(odd.statusCode).toBe(400);
    expect(odd.json.errors).toEqual([{ field: 'password', message: 'Unknown field' }]);
  });

  it('later, removes a passkey only with the current password; refused, the passkey stays', async () => {
    const user = await signedInAs('User');
    const options = await registerOptions(user.headers);
    const added = await invoke(authHandler, 'POST', '/api/auth/passkeys/register', {
      headers: user.headers,
      body: { name: 'To remove', response: new SoftwareAuthenticator().register(options.json) },
    });
    expect(added.statusCode).toBe(201);
    laterThanRecentSignIn();
    const remove = (body?: unknown) =>
      invoke(authHandler, 'DELETE', `/api/auth/passkeys/${added.json.id}`, { headers: user.headers, body });
    const listed = async () =>
      (await invoke(authHandler, 'GET', '/api/auth/passkeys', { headers: user.headers })).json.passkeys.length;

    const missing = await remove();
    expect(missing.statusCode).toBe(400);
    expect(missing.json.errors).toEqual([{ field: 'currentPassword', message: PASSKEY_REMOVAL_NEEDS_PASSWORD }]);
    const wrong = await remove({ currentPassword: 'not my password' });
    expect(wrong.json.errors).toEqual([{ field: 'currentPassword', message: WRONG_PASSWORD }]);
    expect(await listed()).toBe(1);

    expect((await remove({ currentPassword: PASSWORD })).statusCode).toBe(204);
    expect(await listed()).toBe(0);
  });
});

describe('deleting one’s own account needs the current password every time (ASVS V7.5.1)', () => {
  const NEEDS_PASSWORD_TO_DELETE = 'Enter your current password to delete your account';
  const deleteAccount = (headers: Record<string, string>, body?: Record<string, unknown>) =>
    invoke(authHandler, 'POST', '/api/auth/delete-account', { headers, ...(body ? { body } : {}) });

  /** The account still signs in, and was not told of a deletion. */
  async function expectNotDeleted(user: { email: string; headers: Record<string, string> }) {
    expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers: user.headers })).statusCode).toBe(200);
    expect((await mailsTo(user.email)).filter((mail) => mail.subject === 'Your account was deleted')).toHaveLength(0);
  }

  it('right after signing in, is refused without the current password, naming the field, and deletes nothing', async () => {
    const user = await signedInAs('User');
    for (const body of [undefined, {}, { currentPassword: '' }]) {
      const missing = await deleteAccount(user.headers, body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json.message).toContain(NEEDS_PASSWORD_TO_DELETE);
      expect(missing.json.errors).toEqual([{ field: 'currentPassword', message: NEEDS_PASSWORD_TO_DELETE }]);
    }
    const wrong = await deleteAccount(user.headers, { currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: 'currentPassword', message: WRONG_PASSWORD }]);
    await expectNotDeleted(user);
  });

  it('later, is refused without the current password or with a wrong one, and deletes nothing', async () => {
    const user = await signedInAs('User');
    laterThanRecentSignIn();
    const missing = await deleteAccount(user.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json.errors).toEqual([{ field: 'currentPassword', message: NEEDS_PASSWORD_TO_DELETE }]);
    const wrong = await deleteAccount(user.headers, { currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: 'currentPassword', message: WRONG_PASSWORD }]);
    await expectNotDeleted(user);
  });

  it.each([
    ['right after signing in', false],
    ['later', true],
  ])(
    '%s, with the current password, soft-deletes the account, ends every session and mails the way back',
    async (_, later) => {
      const user = await signedInAs('User');
      const otherDevice = { authorization: `Bearer ${(await signIn(user.email)).json.token}` };
      if (later) laterThanRecentSignIn();
      const answer = await deleteAccount(user.headers, { currentPassword: PASSWORD });
      expect(answer.statusCode).toBe(204);
      for (const headers of [user.headers, otherDevice]) {
        expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers })).statusCode).toBe(401);
      }
      vi.useRealTimers();
      const login = await signIn(user.email);
      expect(login.statusCode).toBe(403);
      expect(login.json).toMatchObject({ isDeleted: true });

      const [mail, ...more] = (await mailsTo(user.email)).filter((each) => each.subject === 'Your account was deleted');
      expect(more).toHaveLength(0);
      expect(mail?.body.text).toContain('Your account was deleted at your request.');
      expect(mail?.body.text).toMatch(/sign in with your e-mail address and password as before, at\n\S+\/login/);
      expect(mail?.body.text).toContain('reactivation request');
    },
  );
});
