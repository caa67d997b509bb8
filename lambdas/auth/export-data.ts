import { exportAccountData } from '../lib/accounts/account-export';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { json } from '../lib/http/response';

/** `GET /api/auth/export`: everything stored about the signed-in user, as a JSON download. */
export const exportData: RouteHandler = async ({ principal }) => {
  const user = await requireSignedInUser(principal);
  const data = await exportAccountData(user);
  const filename = `account-data-${user.userName.replace(/[^A-Za-z0-9._-]/g, '_')}-${data.exportedAt.slice(0, 10)}.json`;
  return json(200, data, {
    'content-disposition': `attachment; filename="${filename}"`,
  });
};
