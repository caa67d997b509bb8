import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { FAILED_SLOT, LOGIN_SLOTS, RESERVATION_MS } from '#lambdas/lib/accounts/login-attempts.ts';
import { SIGN_IN_BUSY } from '#lambdas/lib/accounts/sign-in.ts';
import { getUser } from '#lambdas/lib/accounts/users.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
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

  it('tries no more than five wrong passwords when many arrive at once, and locks the account', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = await Promise.all(Array.from({ length: 15 }, () => signIn(account.email, 'wrong password here')));
    // Tried = answered from a password check (401); the others were refused before it: 403 locked
    // or, while five attempts were in flight, 429 busy.
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => ![401, 403, 429].includes(status))).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 403).every((answer) => answer.json.isLockedOut)).toBe(true);
    expect((await getUser(account.id))?.failedLoginAttempts).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });

  it('tries no more than five wrong passwords on either side of a right one among them', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => signIn(account.email, 'wrong password here')),
      signIn(account.email, PASSWORD),
    ]);
    // A right password clears the count (docs/accounts.md), so five more may be tried after it:
    // how many run before it depends only on how fast each password check is.
    const statuses = answers.map((answer) => answer.statusCode);
    const signedIn = statuses.filter((status) => status === 200).length;
    expect(signedIn).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS * (1 + signedIn));
    expect(statuses.filter((status) => ![200, 401, 403, 429].includes(status))).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 403).every((answer) => answer.json.isLockedOut)).toBe(true);
    expect((await getUser(account.id))?.failedLoginAttempts).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });

  it('answers parallel correct sign-ins 200, or 429 with Retry-After while five are in flight, never "locked"', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(account.email)));
    for (const answer of answers) {
      expect([200, 429]).toContain(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json).toEqual({ message: SIGN_IN_BUSY });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect((await signIn(account.email)).statusCode).toBe(200);
    const user = await getUser(account.id);
    expect(user).toMatchObject({ failedLoginAttempts: 0, isLockedOut: false });
    expect(LOGIN_SLOTS.filter((slot) => user?.[slot] !== undefined && (user?.[slot] ?? 0) > Date.now())).toEqual([]);
  });

  it('locks with a lockoutEnd after at most five wrong passwords, however many arrive at once', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parallel = await Promise.all(Array.from({ length: 8 }, () => signIn(account.email, 'wrong password here')));
    let checked = parallel.filter((answer) => answer.statusCode === 401).length;
    for (const answer of parallel) expect([401, 403, 429]).toContain(answer.statusCode);
    // Whatever was refused as busy may try again; the account locks before a sixth is checked.
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS + 1; attempt++) {
      const answer = await signIn(account.email, 'wrong password here');
      if (answer.statusCode === 401) checked += 1;
      if (answer.statusCode === 403) break;
    }
    expect(checked).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    const user = await getUser(account.id);
    expect(user?.isLockedOut).toBe(true);
    expect(Date.parse(user?.lockoutEnd ?? '')).toBeGreaterThan(Date.now() + (LOCKOUT_MINUTES - 1) * 60_000);
    const locked = await signIn(account.email);
    expect(locked.statusCode).toBe(403);
    expect(locked.json).toMatchObject({ isLockedOut: true, lockoutEnd: user?.lockoutEnd });
  });

  it('frees the slots of sign-ins cut off mid-flight once the function timeout has passed', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Five sign-ins took their slots and their function was stopped before it answered.
    const heldUntil = Date.now() + RESERVATION_MS;
    await User.patch({ userId: account.id })
      .set(Object.fromEntries(LOGIN_SLOTS.map((slot) => [slot, heldUntil])))
      .go();
    const busy = await signIn(account.email);
    expect(busy.statusCode).toBe(429);
    expect(busy.json).toEqual({ message: SIGN_IN_BUSY });
    expect(busy.headers['retry-after']).toBeDefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(heldUntil + 1);
    expect((await signIn(account.email)).statusCode).toBe(200);
  });

  it('lets in an account left stuck by the old in-flight counter (five counted, no lock), and repairs it', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await User.patch({ userId: account.id })
      .set({ failedLoginAttempts: MAX_FAILED_LOGINS, isLockedOut: false })
      .remove(['lockoutEnd'])
      .go();
    expect((await signIn(account.email)).statusCode).toBe(200);
    expect(await getUser(account.id)).toMatchObject({ failedLoginAttempts: 0, isLockedOut: false });
  });

  it.each([
    ['has ended', () => new Date(Date.now() - 60_000).toISOString()],
    ['has no end', () => undefined],
  ])('does not treat a lock that %s as a lock', async (_, lockoutEnd) => {
    const account = await createTestAccount();
    const end = lockoutEnd();
    const patch = User.patch({ userId: account.id }).set({
      failedLoginAttempts: MAX_FAILED_LOGINS,
      isLockedOut: true,
      ...Object.fromEntries(LOGIN_SLOTS.map((slot) => [slot, FAILED_SLOT])),
      ...(end ? { lockoutEnd: end } : {}),
    });
    await (end ? patch : patch.remove(['lockoutEnd'])).go();
    expect((await signIn(account.email)).statusCode).toBe(200);
    expect(await getUser(account.id)).toMatchObject({ failedLoginAttempts: 0, isLockedOut: false });
  });

  it('keeps counting failures recorded before the attempt slots existed', async () => {
    const account = await createTestAccount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await User.patch({ userId: account.id })
      .set({ failedLoginAttempts: MAX_FAILED_LOGINS - 2 })
      .go();
    expect((await signIn(account.email, 'wrong password here')).statusCode).toBe(401);
    expect((await signIn(account.email, 'wrong password here')).statusCode).toBe(401);
    const locked = await signIn(account.email);
    expect(locked.statusCode).toBe(403);
    expect(locked.json.isLockedOut).toBe(true);
  });

  it('resets the failure count on a successful login', async () => {
    const account = await createTestAccount();
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt++)
      await signIn(account.email, 'wrong password here');
    expect((await signIn(account.email)).statusCode).toBe(200);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt++)
      await signIn(account.email, 'wrong password here');
    expect((await signIn(account.email)).statusCode).toBe(200);
    // Ten sign-ins one after another, each a memory-hard scrypt check: at full cost (npm run bench), well over 20 s on a loaded machine.
  }, 60_000);

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
