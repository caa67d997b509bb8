import { describe, expect, it } from 'vitest';
import { toUserDetails } from '#lambdas/lib/accounts/user-view.ts';
import { getUser } from '#lambdas/lib/accounts/users.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { createTestAccount, signedInAs, signIn } from '../../support/accounts';
import { invoke } from '../../support/invoke';

const lock = (userId: string, lockoutEnd: string) =>
  User.patch({ userId }).set({ isLockedOut: true, lockoutEnd, failedLoginAttempts: 5 }).go();

describe('the lock an admin sees', () => {
  it('is read from lockoutEnd: a lock that ran out is not shown as locked', async () => {
    const account = await createTestAccount('User');
    await lock(account.id, '2026-03-01T12:10:00.000Z');
    const stored = await getUser(account.id);
    if (!stored) throw new Error('The account was not stored');
    const during = toUserDetails(stored, Date.parse('2026-03-01T12:00:00.000Z'));
    expect(during).toMatchObject({ isLockedOut: true, lockoutEnd: '2026-03-01T12:10:00.000Z', failedLoginAttempts: 5 });
    const after = toUserDetails(stored, Date.parse('2026-03-01T12:10:00.001Z'));
    expect(after).toMatchObject({ isLockedOut: false, failedLoginAttempts: 0 });
    expect(after).not.toHaveProperty('lockoutEnd');
  });

  it('answers an expired lock as unlocked, a current one as locked, and Unlock lifts it end to end', async () => {
    const admin = await signedInAs('Admin');
    const account = await createTestAccount('User');
    await lock(account.id, new Date(Date.now() - 60_000).toISOString());
    const expired = await invoke(usersHandler, 'GET', `/api/users/${account.id}`, { headers: admin.headers });
    expect(expired.json).toMatchObject({ isLockedOut: false, failedLoginAttempts: 0 });
    expect(expired.json.lockoutEnd).toBeUndefined();
    const listed = await invoke(usersHandler, 'GET', '/api/users?limit=100', { headers: admin.headers });
    expect(listed.json.items.find((item: { id: string }) => item.id === account.id)).toMatchObject({
      isLockedOut: false,
    });

    const lockoutEnd = new Date(Date.now() + 10 * 60_000).toISOString();
    await lock(account.id, lockoutEnd);
    const current = await invoke(usersHandler, 'GET', `/api/users/${account.id}`, { headers: admin.headers });
    expect(current.json).toMatchObject({ isLockedOut: true, lockoutEnd });
    expect((await signIn(account.email)).statusCode).toBe(403);
    const unlocked = await invoke(usersHandler, 'POST', `/api/users/${account.id}/unlock`, { headers: admin.headers });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json).toMatchObject({ isLockedOut: false, failedLoginAttempts: 0 });
    expect((await signIn(account.email)).statusCode).toBe(200);
  });
});
