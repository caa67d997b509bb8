import { RECENT_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import { verifyPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { InvalidInputError } from '../errors';
import { type AccountChanges, updateAccount } from './accounts';
import { normalizeEmail } from './normalize';
import type { UserItem } from './user-view';

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email address';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

const currentPasswordProblem = (message: string) =>
  new InvalidInputError(message, { details: { errors: [{ field: 'currentPassword', message }] } });

/** Whether the caller's session was started by a sign-in within the last RECENT_SIGN_IN_MINUTES. */
export function signedInRecently(principal: Principal | undefined, now = Date.now()): boolean {
  const signedInAt = Date.parse(principal?.signedInAt ?? '');
  return Number.isFinite(signedInAt) && now - signedInAt <= RECENT_SIGN_IN_MINUTES * 60_000;
}

/**
 * The signed-in user's update of their own profile (`POST /api/auth/update-profile`). A new sign-in
 * address is where password resets go, so changing it needs the owner again (ASVS V7.5.1): a
 * sign-in in the last RECENT_SIGN_IN_MINUTES (a password change counts: it starts a new session),
 * or the current password with the request. A given password is checked whenever the address
 * changes; a wrong one is refused and changes nothing. Other fields need neither.
 */
export async function updateOwnProfile(
  user: UserItem,
  principal: Principal | undefined,
  changes: AccountChanges,
  { currentPassword, userAgent }: { currentPassword?: string | undefined; userAgent?: string | undefined } = {},
): Promise<UserItem> {
  const emailChanges = changes.email !== undefined && normalizeEmail(changes.email) !== user.normalizedEmail;
  if (emailChanges) {
    if (currentPassword !== undefined) {
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw currentPasswordProblem(CURRENT_PASSWORD_INCORRECT);
      }
    } else if (!signedInRecently(principal)) {
      throw currentPasswordProblem(EMAIL_CHANGE_NEEDS_PASSWORD);
    }
  }
  return updateAccount(user, changes, { userAgent });
}
