import { deleteUserSchema } from '#shared/validation/accounts.ts';
import { deleteAccountPermanently } from '../lib/accounts/accounts';
import { endAllSessions } from '../lib/accounts/sessions';
import { User } from '../lib/db/entities/user';
import { BadRequestError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './find-user';

/**
 * `DELETE /api/users/{id}` with `{ isAdmin, isPermanent }` → 204. Soft delete marks the user
 * deleted (data kept, login blocked, restorable) and ends their sessions; permanent delete removes
 * every item of the user. `isAdmin` is the client's flag and is not trusted: the route is admin-only.
 */
export const deleteUser: RouteHandler = async ({ body, pathParameters, principal }) => {
  const { isPermanent } = validate(deleteUserSchema, body);
  const user = await userOr404(pathParameters.id);
  if (user.userId === principal?.userId) throw new BadRequestError('You cannot delete your own account here.');
  if (isPermanent) {
    await deleteAccountPermanently(user);
  } else {
    const now = new Date().toISOString();
    await User.patch({ userId: user.userId }).set({ isDeleted: true, deletedAt: now, updatedAt: now }).go();
    await endAllSessions(user.userId);
  }
  return noContent();
};
