import { RECENT_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import { verifyPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { InvalidInputError } from '../errors';
import type { UserItem } from './user-view';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

const currentPasswordProblem = (message: string) =>
  new InvalidInputError(message, { details: { errors: [{ field: 'currentPassword', message }] } });

/** Whether the caller's session was started by a sign-in within the last RECENT_SIGN_IN_MINUTES. */
function signedInRecently(principal: Principal | undefined, now = Date.now()): boolean {
  const signedInAt = Date.parse(principal?.signedInAt ?? '');
  return Number.isFinite(signedInAt) && now - signedInAt <= RECENT_SIGN_IN_MINUTES * 60_000;
}

/**
 * Re-authentication before a change that could hand the account to someone else (ASVS V7.5.1: the
 * sign-in address, a new passkey). The owner shows up again either by a sign-in (password or
 * passkey) in the last RECENT_SIGN_IN_MINUTES (a password change counts: it starts a new session)
 * or by the current password with the request. A given password is always checked; a wrong one is
 * a 400 naming `currentPassword`, as is a missing one past the window (`neededMessage`).
 */
export async function requireOwnerAgain(
  user: UserItem,
  principal: Principal | undefined,
  currentPassword: string | undefined,
  neededMessage: string,
): Promise<void> {
  if (currentPassword !== undefined) await requireCurrentPassword(user, currentPassword);
  else if (!signedInRecently(principal)) throw currentPasswordProblem(neededMessage);
}

/**
 * The account's current password, checked: a wrong one is a 400 naming `currentPassword`. For what
 * needs the owner every time, however recent the sign-in (deleting the account), and for a password
 * given to `requireOwnerAgain`.
 */
export async function requireCurrentPassword(user: UserItem, currentPassword: string): Promise<void> {
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw currentPasswordProblem(CURRENT_PASSWORD_INCORRECT);
  }
}
