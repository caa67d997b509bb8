import { getUser } from '../lib/accounts/accounts';
import { toUserDetails } from '../lib/accounts/user-view';
import { User } from '../lib/db/entities/user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userOr404 } from './find-user';

/** `POST /api/users/{id}/restore`: lifts a soft delete; the user can sign in again. */
export const restoreUser: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.id);
  await User.patch({ userId: user.userId })
    .set({ isDeleted: false, updatedAt: new Date().toISOString() })
    .remove(['deletedAt'])
    .go();
  return ok(toUserDetails((await getUser(user.userId)) ?? user));
};
