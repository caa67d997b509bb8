import type { EndedSessions } from '#shared/accounts.ts';
import { unlockAccount } from '../lib/accounts/login-attempts';
import { endAllSessions } from '../lib/accounts/sessions';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userOr404 } from './find-user';

/** `DELETE /api/users/{id}/sessions` (admins): ends every session of the user; answers how many. */
export const endUserSessions: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.id);
  const answer: EndedSessions = { ended: await endAllSessions(user.userId) };
  return ok(answer);
};

/** `POST /api/users/{id}/unlock` (admins): lifts a lock after failed sign-ins; answers the user. */
export const unlockUser: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.id);
  return ok(toUserDetails(await unlockAccount(user)));
};
