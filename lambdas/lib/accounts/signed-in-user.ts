import { AUTHENTICATION_REQUIRED } from '#shared/constants.ts';
import type { Principal } from '../auth/principal';
import { InvalidCredentialsError } from '../errors';
import type { UserItem } from './user-view';
import { getUser } from './users';

/** Get the signed-in caller's account; a session whose user is gone or deleted counts as signed out. */
export async function requireSignedInUser(principal: Principal | undefined): Promise<UserItem> {
  const user = principal ? await getUser(principal.userId) : undefined;
  if (!user || user.isDeleted) throw new InvalidCredentialsError(AUTHENTICATION_REQUIRED);
  return user;
}
