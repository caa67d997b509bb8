import type { EndedSessions } from '#shared/accounts.ts';
import { endAllSessions } from '../lib/accounts/sessions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userOr404 } from './route-helpers';

/** `DELETE /api/users/{id}/sessions` (admins): ends every session of the user; answers how many. */
export const endUserSessions: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.id);
  const answer: EndedSessions = { ended: await endAllSessions(user.userId) };
  return ok(answer);
};
