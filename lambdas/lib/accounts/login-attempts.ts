import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '../../../shared/accounts';
import { User } from '../db/entities/user';
import { logger } from '../logger';
import type { UserItem } from './user-view';

/** Minutes left on a lock, or 0 when the account is not locked (or the lock has run out). */
export function lockMinutesRemaining(user: UserItem, now = Date.now()): number {
  if (!user.isLockedOut || !user.lockoutEnd) return 0;
  const remaining = Date.parse(user.lockoutEnd) - now;
  return remaining > 0 ? Math.ceil(remaining / 60_000) : 0;
}

/**
 * Counts a failed login with an atomic ADD; the fifth in a row locks the account for 15 minutes.
 * A lock that has run out starts the count again from this failure.
 */
export async function recordFailedLogin(user: UserItem): Promise<void> {
  const now = Date.now();
  const lockExpired = user.isLockedOut && lockMinutesRemaining(user, now) === 0;
  const { data } = lockExpired
    ? await User.patch({ userId: user.userId })
        .set({ failedLoginAttempts: 1, isLockedOut: false })
        .remove(['lockoutEnd'])
        .go({ response: 'all_new' })
    : await User.patch({ userId: user.userId }).add({ failedLoginAttempts: 1 }).go({ response: 'all_new' });
  const attempts = data.failedLoginAttempts ?? 0;
  if (attempts >= MAX_FAILED_LOGINS && !data.isLockedOut) {
    const lockoutEnd = new Date(now + LOCKOUT_MINUTES * 60_000).toISOString();
    await User.patch({ userId: user.userId }).set({ isLockedOut: true, lockoutEnd }).go();
    logger.warn('Account locked after failed logins', { userId: user.userId, attempts, lockoutEnd });
  }
}

/** A successful login clears the failure count and any expired lock, and records the time. */
export async function recordSuccessfulLogin(user: UserItem): Promise<string> {
  const lastLogin = new Date().toISOString();
  await User.patch({ userId: user.userId })
    .set({ failedLoginAttempts: 0, isLockedOut: false, lastLogin })
    .remove(['lockoutEnd'])
    .go();
  return lastLogin;
}
