import { endSession } from '../lib/accounts/sessions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';

/** `POST /api/auth/logout`: ends the caller's session; answers 204 signed in or not. */
export const logout: RouteHandler = async ({ principal }) => {
  if (principal) await endSession(principal.userId, principal.sessionId);
  return noContent();
};
