import type { EndedSessions } from '#shared/accounts.ts';
import { endOtherSessions } from '../lib/accounts/sessions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { UnauthorizedError } from '../lib/http/errors';
import { ok } from '../lib/http/response';

/** `POST /api/auth/sessions/revoke-others`: ends every session of the caller but this one. */
export const revokeOtherSessions: RouteHandler = async ({ principal }) => {
  if (!principal) throw new UnauthorizedError();
  const answer: EndedSessions = { ended: await endOtherSessions(principal.userId, principal.sessionId) };
  return ok(answer);
};
