import { listAllActivity } from './activity';
import { listPreferences } from './preferences';
import { listUserRoles } from './roles';
import { listSessions } from './sessions';
import { toUserDetails, type UserItem } from './user-view';

/** Everything stored about a user, for their data export: account, roles, preferences, sessions, activity. */
export async function exportAccountData(user: UserItem) {
  const [roles, preferences, sessions, activity] = await Promise.all([
    listUserRoles(user.userId),
    listPreferences(user.userId),
    listSessions(user.userId),
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
    activity,
  };
}
