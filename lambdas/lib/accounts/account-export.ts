import { listAllActivity } from './activity';
import { listPasskeysOf } from './passkeys';
import { listPreferences } from './preferences';
import { listUserRoles } from './roles';
import { listSessions } from './sessions';
import { listSignInBrowsers } from './sign-in-browsers';
import { toUserDetails, type UserItem } from './user-view';

/**
 * Everything stored about a user, for their data export: account, roles, preferences, sessions,
 * passkeys (never their public keys or counters, which mean nothing to a reader), the browsers
 * signed in from (as stored: a hash of "browser|system" and when it was first seen) and activity.
 */
export async function exportAccountData(user: UserItem) {
  const [roles, preferences, sessions, passkeys, signInBrowsers, activity] = await Promise.all([
    listUserRoles(user.userId),
    listPreferences(user.userId),
    listSessions(user.userId),
    listPasskeysOf(user.userId),
    listSignInBrowsers(user.userId),
    listAllActivity(user.userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: toUserDetails(user),
    roles: roles.map(({ roleId, roleName, assignedAt }) => ({ roleId, roleName, assignedAt })),
    preferences: preferences.map(({ type, settings, updatedAt }) => ({ type, settings, updatedAt })),
    sessions: sessions.map(({ createdAt, expiresAt, rememberMe, userAgent }) => ({
      createdAt,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      rememberMe,
      userAgent,
    })),
    passkeys,
    signInBrowsers,
    activity,
  };
}
