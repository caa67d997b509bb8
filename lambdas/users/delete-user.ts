import { deleteUserSchema } from '#shared/validation/accounts.ts';
import { deleteAccountPermanently, softDeleteUser } from '../lib/accounts/deletion';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { BadRequestError } from '../lib/http/errors';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './route-helpers';

/**
 * `DELETE /api/users/{id}` with `{ isAdmin, isPermanent }` → 204. Soft delete marks the user
 * deleted (data kept, login blocked, restorable) and ends their sessions; permanent delete removes
 * every item of the user. `isAdmin` is the client's flag and is not trusted: the route is admin-only.
 */
export const deleteUser: RouteHandler = async ({ body, pathParameters, principal }) => {
  const { isPermanent } = validate(deleteUserSchema, body);
  const user = await userOr404(pathParameters.id);
  if (user.userId === principal?.userId) throw new BadRequestError('You cannot delete your own account here.');
  await (isPermanent ? deleteAccountPermanently(user) : softDeleteUser(user, { byAdmin: true }));
  return noContent();
};
