import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { getLiveSession } from '#lambdas/lib/accounts/sessions.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS, SESSION_LAST_USED_INTERVAL_MS } from '#shared/accounts.ts';
import { createTestAccount, signedInAs, signIn } from '../../support/accounts';
import { invoke } from '../../support/invoke';

afterEach(() => vi.useRealTimers());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => invoke(authHandler, 'GET', '/api/auth/me', { headers: bearer(token) });
const listSessions = (token: string) => invoke(authHandler, 'GET', '/api/auth/sessions', { headers: bearer(token) });
const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti;

/** The account signed in from two devices: its id, e-mail and both tokens. */
async function signedInTwice() {
  const user = await signedInAs('User');
  const other = await invoke(authHandler, 'POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
  });
  expect(other.statusCode).toBe(200);
  return { ...user, otherToken: other.json.token as string };
}

describe('signed-in devices', () => {
  it('lists the live sessions of the caller, newest first, marking the current one', async () => {
    const user = await signedInTwice();
    const listed = await listSessions(user.token);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session: { id: string }) => session.id)).toEqual([
      sessionIdOf(user.otherToken),
      sessionIdOf(user.token),
    ]);
    expect(sessions.map((session: { current: boolean }) => session.current)).toEqual([false, true]);
    expect(sessions[0].userAgent).toMatch(/Firefox/);
    for (const session of sessions) {
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
      expect(session.lastUsedAt >= session.createdAt).toBe(true);
    }
    // From the other device, that one is current.
    const fromOther = (await listSessions(user.otherToken)).json.sessions;
    expect(fromOther.find((session: { current: boolean }) => session.current).id).toBe(sessionIdOf(user.otherToken));
  });

  it('ends one of the caller’s sessions: its token is refused on the very next request', async () => {
    const user = await signedInTwice();
    const ended = await invoke(authHandler, 'DELETE', `/api/auth/sessions/${sessionIdOf(user.otherToken)}`, {
      headers: bearer(user.token),
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(user.otherToken)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await listSessions(user.token)).json.sessions).toHaveLength(1);
    const again = await invoke(authHandler, 'DELETE', `/api/auth/sessions/${sessionIdOf(user.otherToken)}`, {
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another user’s session id and leaves that session working', async () => {
    const user = await signedInAs('User');
    const victim = await signedInAs('User');
    const answer = await invoke(authHandler, 'DELETE', `/api/auth/sessions/${sessionIdOf(victim.token)}`, {
      headers: user.headers,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json.message).toBe(
      'Session not found: it is not one of your signed-in devices, or it has already ended.',
    );
    expect((await me(victim.token)).statusCode).toBe(200);
    expect(JSON.stringify((await listSessions(user.token)).json)).not.toContain(sessionIdOf(victim.token));
    const garbage = await invoke(authHandler, 'DELETE', '/api/auth/sessions/not-a-session', { headers: user.headers });
    expect(garbage.statusCode).toBe(404);
  });

  it('signs out everywhere else, keeping the current session', async () => {
    const user = await signedInTwice();
    const third = (await signIn(user.email)).json.token as string;
    const answer = await invoke(authHandler, 'POST', '/api/auth/sessions/revoke-others', { headers: user.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ ended: 2 });
    expect((await me(user.otherToken)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    const { sessions } = (await listSessions(user.token)).json;
    expect(sessions).toEqual([expect.objectContaining({ id: sessionIdOf(user.token), current: true })]);
  });
});

describe('lastUsedAt', () => {
  it('is written at most once per 5 minutes per session, and parallel requests all succeed', async () => {
    const user = await signedInAs('User');
    const sessionId = sessionIdOf(user.token);
    const stored = async () => (await getLiveSession(user.id, sessionId))?.lastUsedAt;
    const first = await stored();
    expect(first).toBeDefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_LAST_USED_INTERVAL_MS - 60_000);
    expect((await me(user.token)).statusCode).toBe(200);
    expect(await stored()).toBe(first);

    vi.setSystemTime(Date.now() + 2 * 60_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => me(user.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const second = await stored();
    expect(Date.parse(second ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
    expect(Math.abs(Date.parse(second ?? '') - Date.now())).toBeLessThan(5_000);

    vi.setSystemTime(Date.now() + 60_000);
    expect((await me(user.token)).statusCode).toBe(200);
    expect(await stored()).toBe(second);
    const listed = (await listSessions(user.token)).json.sessions[0];
    expect(listed.lastUsedAt).toBe(second);
  });
});

describe('admin: end every session of a user', () => {
  it('ends them all and answers how many', async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInTwice();
    const answer = await invoke(usersHandler, 'DELETE', `/api/users/${user.id}/sessions`, { headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ ended: 2 });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(user.otherToken)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
    const missing = await invoke(usersHandler, 'DELETE', '/api/users/00000000-0000-4000-8000-000000000000/sessions', {
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to a user who is not an admin', async () => {
    const user = await signedInAs('User');
    const victim = await signedInAs('User');
    const answer = await invoke(usersHandler, 'DELETE', `/api/users/${victim.id}/sessions`, { headers: user.headers });
    expect(answer.statusCode).toBe(403);
    expect((await me(victim.token)).statusCode).toBe(200);
  });
});

async function lockByWrongPasswords(email: string) {
  for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) await signIn(email, 'not the password');
  const refused = await signIn(email);
  expect(refused.statusCode).toBe(403);
  expect(refused.json.isLockedOut).toBe(true);
}

describe('account status', () => {
  it('an admin unlocks a locked account, which signs in at once', async () => {
    const admin = await signedInAs('Admin');
    const account = await createTestAccount();
    await lockByWrongPasswords(account.email);
    const before = await invoke(usersHandler, 'GET', `/api/users/${account.id}`, { headers: admin.headers });
    expect(before.json).toMatchObject({ isLockedOut: true, failedLoginAttempts: MAX_FAILED_LOGINS });

    const unlocked = await invoke(usersHandler, 'POST', `/api/users/${account.id}/unlock`, { headers: admin.headers });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json).toMatchObject({ id: account.id, isLockedOut: false, failedLoginAttempts: 0 });
    expect(unlocked.json.lockoutEnd).toBeUndefined();
    expect((await signIn(account.email)).statusCode).toBe(200);
  });

  it('a lock that has run out is not reported: user view, users list and me', async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInAs('User');
    await User.patch({ userId: user.id })
      .set({
        isLockedOut: true,
        failedLoginAttempts: MAX_FAILED_LOGINS,
        lockoutEnd: new Date(Date.now() - 60_000).toISOString(),
      })
      .go();
    const view = await invoke(usersHandler, 'GET', `/api/users/${user.id}`, { headers: admin.headers });
    const own = await me(user.token);
    const list = await invoke(usersHandler, 'GET', '/api/users?limit=100', { headers: admin.headers });
    const listed = list.json.items.find((item: { id: string }) => item.id === user.id);
    for (const details of [view.json, own.json, listed]) {
      expect(details).toMatchObject({ isLockedOut: false, failedLoginAttempts: 0 });
      expect(details.lockoutEnd).toBeUndefined();
    }

    // A lock still running is reported, with its end.
    const lockoutEnd = new Date(Date.now() + LOCKOUT_MINUTES * 60_000).toISOString();
    await User.patch({ userId: user.id }).set({ isLockedOut: true, lockoutEnd }).go();
    const locked = await invoke(usersHandler, 'GET', `/api/users/${user.id}`, { headers: admin.headers });
    expect(locked.json).toMatchObject({ isLockedOut: true, lockoutEnd, failedLoginAttempts: MAX_FAILED_LOGINS });
  });
});
