import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '#shared/accounts.ts';
import { User } from '../db/entities/user';
import { isConditionFailure } from '../db/transactions';
import { logger } from '../logger';
import type { UserItem } from './user-view';

/** Minutes left on a lock, or 0 when the account is not locked (or the lock has run out). */
export function lockMinutesRemaining(user: Pick<UserItem, 'isLockedOut' | 'lockoutEnd'>, now = Date.now()): number {
  if (!user.isLockedOut || !user.lockoutEnd) return 0;
  const remaining = Date.parse(user.lockoutEnd) - now;
  return remaining > 0 ? Math.ceil(remaining / 60_000) : 0;
}

/**
 * Reserve one login attempt before the password is checked: an atomic `ADD` that succeeds only
 * while the account is unlocked and has fewer than five failures counted, so parallel logins
 * cannot try more passwords than the limit. A lock that has run out is lifted first.
 * Answers the attempt count after this one, or `undefined` when the account is (being) locked.
 */
export async function reserveLoginAttempt(user: UserItem): Promise<number | undefined> {
  if (user.isLockedOut && lockMinutesRemaining(user) === 0) {
    await User.patch({ userId: user.userId })
      .set({ failedLoginAttempts: 0, isLockedOut: false })
      .remove(['lockoutEnd'])
      .where((attributes, { eq }) => eq(attributes.lockoutEnd, user.lockoutEnd ?? ''))
      .go()
      .catch((error) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
  try {
    const { data } = await User.patch({ userId: user.userId })
      .add({ failedLoginAttempts: 1 })
      .where(
        (attributes, { eq, lt }) =>
          `${eq(attributes.isLockedOut, false)} AND ${lt(attributes.failedLoginAttempts, MAX_FAILED_LOGINS)}`,
      )
      .go({ response: 'all_new' });
    return data.failedLoginAttempts ?? 1;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Record a wrong password: the attempt stays counted; the fifth locks the account for 15 minutes. */
export async function recordFailedLogin(user: UserItem, attempts: number): Promise<void> {
  if (attempts < MAX_FAILED_LOGINS) return;
  const lockoutEnd = new Date(Date.now() + LOCKOUT_MINUTES * 60_000).toISOString();
  await User.patch({ userId: user.userId }).set({ isLockedOut: true, lockoutEnd }).go();
  logger.warn('Account locked after failed logins', { userId: user.userId, attempts, lockoutEnd });
}

/** Record a successful login: the failure count cleared, the time kept. */
export async function recordSuccessfulLogin(user: UserItem): Promise<void> {
  await User.patch({ userId: user.userId })
    .set({ failedLoginAttempts: 0, isLockedOut: false, lastLogin: new Date().toISOString() })
    .remove(['lockoutEnd'])
    .go();
}
