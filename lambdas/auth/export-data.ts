import { listUserRoles } from '../lib/accounts/accounts';
import { requireSignedInUser } from '../lib/accounts/require-user';
import { listSessions } from '../lib/accounts/sessions';
import { toUserDetails } from '../lib/accounts/user-view';
import { allActivity } from '../lib/accounts/activity';
import { Preference } from '../lib/db/entities/preference';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { json } from '../lib/http/response';

/** `GET /api/auth/export`: everything stored about the signed-in user, as a JSON download. */
export const exportData: RouteHandler = async (request) => {
  const { user } = await requireSignedInUser(request);
  const [roles, preferences, sessions, activity] = await Promise.all([
    listUserRoles(user.userId),
    Preference.query.byUser({ userId: user.userId }).go({ pages: 'all' }),
    listSessions(user.userId),
    allActivity(user.userId),
  ]);
  const exportedAt = new Date().toISOString();
  const filename = `account-data-${user.userName.replace(/[^A-Za-z0-9._-]/g, '_')}-${exportedAt.slice(0, 10)}.json`;
  return json(
    200,
    {
      exportedAt,
      account: toUserDetails(user),
      roles: roles.map(({ roleId, roleName, assignedAt }) => ({ roleId, roleName, assignedAt })),
      preferences: preferences.data.map(({ type, settings, updatedAt }) => ({ type, settings, updatedAt })),
      sessions: sessions.map(({ createdAt, expiresAt, rememberMe, userAgent }) => ({
        createdAt,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        rememberMe,
        userAgent,
      })),
      activity,
    },
    {
      'content-disposition': `attachment; filename="${filename}"`,
      'access-control-expose-headers': 'content-disposition',
    },
  );
};
