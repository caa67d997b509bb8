import type { Principal } from '../auth/principal';
import { UnauthorizedError } from '../errors';
import type { ApiRequest } from '../http/endpoint-group';
import { getUser } from './accounts';
import type { UserItem } from './user-view';

/** The signed-in caller and their account; a session whose user is gone counts as signed out. */
export async function requireSignedInUser(request: ApiRequest): Promise<{ principal: Principal; user: UserItem }> {
  const { principal } = request;
  if (!principal) throw new UnauthorizedError();
  const user = await getUser(principal.userId);
  if (!user || user.isDeleted) throw new UnauthorizedError();
  return { principal, user };
}
