import type { UserItem } from '../lib/accounts/user-view';
import { findUserByEmail, getUser } from '../lib/accounts/users';
import { NotFoundError } from '../lib/http/errors';

const USER_NOT_FOUND = 'User not found';

/** User ids are UUIDs; anything else cannot name a user (and could exceed DynamoDB's key size). */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user of `{id}`, or 404 with the given message (each screen words a missing user its own way). */
export async function userOr404(userId: string | undefined, message = USER_NOT_FOUND): Promise<UserItem> {
  const user = userId && USER_ID.test(userId) ? await getUser(userId) : undefined;
  if (!user) throw new NotFoundError(message);
  return user;
}

/** The user of `{email}`, or 404. */
export async function userByEmailOr404(email: string | undefined): Promise<UserItem> {
  const user = email ? await findUserByEmail(email) : undefined;
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}
