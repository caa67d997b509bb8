import { findUserByEmail, getUser } from '../lib/accounts/accounts';
import type { UserItem } from '../lib/accounts/user-view';
import { NotFoundError } from '../lib/errors';

export const USER_NOT_FOUND = 'User not found';

/** The user of `{id}`, or 404 with the given message (the spec words it differently per screen). */
export async function userOr404(userId: string | undefined, message = USER_NOT_FOUND): Promise<UserItem> {
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new NotFoundError(message);
  return user;
}

export async function userByEmailOr404(email: string | undefined): Promise<UserItem> {
  const user = email ? await findUserByEmail(email) : undefined;
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}
