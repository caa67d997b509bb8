import type { UserDetails } from '#shared/accounts.ts';

/** One word for the state of an account, most important first. */
export function userStatus(user: Pick<UserDetails, 'isDeleted' | 'isLockedOut' | 'isActive'>): string {
  if (user.isDeleted) return 'Deleted';
  if (user.isLockedOut) return 'Locked';
  return user.isActive ? 'Active' : 'Inactive';
}
