import { listSignedInDevices } from '../lib/accounts/sessions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { UnauthorizedError } from '../lib/http/errors';
import { ok } from '../lib/http/response';

/** `GET /api/auth/sessions`: the caller's signed-in devices, newest first, `current` for this token's. */
export const listSessions: RouteHandler = async ({ principal }) => {
  if (!principal) throw new UnauthorizedError();
  return ok(await listSignedInDevices(principal.userId, principal.sessionId));
};
