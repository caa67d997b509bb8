import { unlockAccount } from '../lib/accounts/login-attempts';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userOr404 } from './route-helpers';

/** `POST /api/users/{id}/unlock` (admins): lifts a lock after failed sign-ins; answers the user. */
export const unlockUser: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.id);
  return ok(toUserDetails(await unlockAccount(user)));
};
