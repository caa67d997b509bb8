import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { getUser } from '#lambdas/lib/accounts/accounts.ts';
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '#shared/accounts.ts';
import { createTestAccount, PASSWORD, signIn } from '../../support/accounts';
import { invoke } from '../../support/invoke';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/auth/login', () => {
  it('answers { token, authenticatedUser, authenticated: true } and records the login time', async () => {
    const account = await createTestAccount('Editor');
    const answer = await signIn(account.email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json.authenticated).toBe(true);
    expect(answer.json.token.split('.')).toHaveLength(3);
    expect(answer.json.authenticatedUser).toMatchObject({
      id: account.id,
      email: account.email,
      roles: ['User', 'Editor'],
    });
    expect(answer.json.authenticatedUser.passwordHash).toBeUndefined();
    expect((await getUser(account.id))?.lastLogin).toBeDefined();
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const account = await createTestAccount();
    const wrong = await signIn(account.email, 'not the password at all');
    const unknown = await signIn('nobody-here@example.test');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid login attempt' });
    expect(unknown.json).toEqual({ message: 'Invalid login attempt' });
  });

  it('locks the account for 15 minutes after 5 failures, even for the right password, then lets it in', async () => {
    const account = await createTestAccount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
      expect((await signIn(account.email, 'wrong password here')).statusCode).toBe(401);
    }
    const locked = await signIn(account.email, PASSWORD);
    expect(locked.statusCode).toBe(403);
    expect(locked.json.message).toBe('This account is locked. Try again in 15 minutes.');
    expect(locked.json.isLockedOut).toBe(true);
    const logged = warn.mock.calls.map((call) => String(call[0])).find((line) => line.includes('account locked'));
    expect(JSON.parse(logged ?? '{}')).toMatchObject({ userId: account.id, minutesRemaining: LOCKOUT_MINUTES });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LOCKOUT_MINUTES - 1) * 60_000);
    expect((await signIn(account.email, PASSWORD)).json.message).toBe('This account is locked. Try again in 1 minute.');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const after = await signIn(account.email, PASSWORD);
    expect(after.statusCode).toBe(200);
    const user = await getUser(account.id);
    expect(user?.failedLoginAttempts).toBe(0);
    expect(user?.isLockedOut).toBe(false);
  });

  it('tries no more than five passwords when many logins arrive at once', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => signIn(account.email, 'wrong password here')),
      signIn(account.email, PASSWORD),
    ]);
    const tried = answers.filter((answer) => answer.statusCode !== 403);
    expect(tried.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(answers.filter((answer) => answer.statusCode === 403).every((answer) => answer.json.isLockedOut)).toBe(true);
    expect((await getUser(account.id))?.failedLoginAttempts).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });

  it('resets the failure count on a successful login', async () => {
    const account = await createTestAccount();
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt++)
      await signIn(account.email, 'wrong password here');
    expect((await signIn(account.email)).statusCode).toBe(200);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt++)
      await signIn(account.email, 'wrong password here');
    expect((await signIn(account.email)).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'not-an-address', password: 'x' }, 'email: Email is not a valid address'],
    [{ email: 'a@b.co' }, 'password: Password is required'],
    [{ email: 'a@b.co', password: 'x', rememberMe: 'yes' }, 'rememberMe: rememberMe must be true or false'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const answer = await invoke(authHandler, 'POST', '/api/auth/login', { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(message);
  });
});
