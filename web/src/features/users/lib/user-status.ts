import { isLockCurrent, type UserDetails } from '#shared/accounts.ts';

/**
 * One word for the state of an account, most important first. A lock counts only until its
 * `lockoutEnd`: one that ran out since the answer was read is not shown as locked.
 */
export function userStatus(
  user: Pick<UserDetails, 'isDeleted' | 'isLockedOut' | 'lockoutEnd' | 'isActive'>,
  now = Date.now(),
): string {
  if (user.isDeleted) return 'Deleted';
  if (isLockCurrent(user, now)) return 'Locked';
  return user.isActive ? 'Active' : 'Inactive';
}
