import { type AccountState, accountState, type UserDetails } from '#shared/accounts.ts';

/** The word each account state is shown as (the Status column and the State filter). */
export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  locked: 'Locked',
  deleted: 'Deleted',
};

/**
 * One word for the state of an account, most important first. A lock counts only until its
 * `lockoutEnd`: one that ran out since the answer was read is not shown as locked.
 */
export function userStatus(
  user: Pick<UserDetails, 'isDeleted' | 'isLockedOut' | 'lockoutEnd' | 'isActive'>,
  now = Date.now(),
): string {
  return ACCOUNT_STATE_LABELS[accountState(user, now)];
}
