import {
  type AuthenticatedUser,
  isEmailVerified,
  type LoginResponse,
  type RoleName,
  type UserDetails,
  type UserSummary,
} from '#shared/accounts.ts';
import type { User } from '../db/entities/user';
import { lockMinutesRemaining } from './login-attempts';
import { publicUserName } from './user-names';

export type UserItem = NonNullable<Awaited<ReturnType<ReturnType<typeof User.get>['go']>>['data']>;

/** The answer of a sign-in (password or passkey) and of a password change: the new session's token and the user. */
export function toLoginResponse(session: { user: UserItem; token: string; expiresAt: Date }): LoginResponse {
  return {
    token: session.token,
    authenticatedUser: toAuthenticatedUser(session.user),
    authenticated: true,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** What the signed-in user and the login answer see of an account. */
function toAuthenticatedUser(user: UserItem): AuthenticatedUser {
  return {
    id: user.userId,
    email: user.email,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: (user.roles ?? []) as RoleName[],
  };
}

/**
 * The full view for admins and the owner: never the password hash, security stamp or reset token.
 * A lock that has run out is no lock: not locked, no `lockoutEnd`, no failures counted (the next
 * sign-in clears them, `reconcileLoginState`).
 */
export function toUserDetails(user: UserItem, now = Date.now()): UserDetails {
  const locked = lockMinutesRemaining(user, now) > 0;
  const lockRanOut = Boolean(user.isLockedOut) && !locked;
  const details: UserDetails = {
    ...toAuthenticatedUser(user),
    lastLogin: user.lastLogin ?? null,
    isDeleted: user.isDeleted ?? false,
    isActive: user.isActive ?? true,
    emailVerified: isEmailVerified(user),
    isLockedOut: locked,
    failedLoginAttempts: lockRanOut ? 0 : (user.failedLoginAttempts ?? 0),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    concurrencyStamp: user.concurrencyStamp,
  };
  const optional = {
    phoneNumber: user.phoneNumber,
    profilePicture: user.profilePicture,
    profilePictureId: user.profilePictureId,
    biography: user.biography,
    dateOfBirth: user.dateOfBirth,
    deletedAt: user.deletedAt,
    lockoutEnd: locked ? user.lockoutEnd : undefined,
    reactivationRequestedAt: user.reactivationRequestedAt,
    reactivationReason: user.reactivationReason,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (details as unknown as Record<string, unknown>)[key] = value;
  }
  return details;
}

/**
 * What other signed-in users see in the users list: names only, never an e-mail address (a user
 * name that still is one, from before the migration, is masked).
 */
export function toUserSummary(user: UserItem): UserSummary {
  const summary: UserSummary = {
    id: user.userId,
    userName: publicUserName(user),
    firstName: user.firstName,
    lastName: user.lastName,
  };
  if (user.profilePicture) summary.profilePicture = user.profilePicture;
  return summary;
}
