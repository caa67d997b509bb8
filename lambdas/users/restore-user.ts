import { restoreUser as restore } from '../lib/accounts/deletion';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userOr404 } from './route-helpers';

/** `POST /api/users/{id}/restore`: lifts a soft delete; the user can sign in again. */
export const restoreUser: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.id);
  return ok(toUserDetails(await restore(user)));
};
