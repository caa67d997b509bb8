import type { Principal } from '../auth/principal';
import { type AccountChanges, updateAccount } from './accounts';
import { normalizeEmail } from './normalize';
import { requireOwnerAgain } from './reauthentication';
import type { UserItem } from './user-view';

const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email address';

/**
 * The signed-in user's update of their own profile (`POST /api/auth/update-profile`). A new sign-in
 * address is where password resets go, so changing it needs the owner again: a recent sign-in or
 * the current password (`requireOwnerAgain`). Other fields need neither, and a password sent with
 * an unchanged address is not looked at.
 */
export async function updateOwnProfile(
  user: UserItem,
  principal: Principal | undefined,
  changes: AccountChanges,
  { currentPassword, userAgent }: { currentPassword?: string | undefined; userAgent?: string | undefined } = {},
): Promise<UserItem> {
  const emailChanges = changes.email !== undefined && normalizeEmail(changes.email) !== user.normalizedEmail;
  if (emailChanges) await requireOwnerAgain(user, principal, currentPassword, EMAIL_CHANGE_NEEDS_PASSWORD);
  return updateAccount(user, changes, { userAgent });
}
