import { getUserPreferences } from '../lib/accounts/preferences';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `GET /api/auth/preferences`: the signed-in user's preferences, defaults for what was never saved. */
export const getPreferences: RouteHandler = async ({ principal }) => {
  const user = await requireSignedInUser(principal);
  return ok(await getUserPreferences(user.userId));
};
