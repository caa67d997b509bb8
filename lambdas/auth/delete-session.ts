import { endOwnSession } from '../lib/accounts/sessions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError, UnauthorizedError } from '../lib/http/errors';
import { noContent } from '../lib/http/response';

const SESSION_NOT_FOUND = 'Session not found: it is not one of your signed-in devices, or it has already ended.';
/** Session ids are the tokens' `jti`, UUIDs; anything else names no session (and could exceed the key size). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `DELETE /api/auth/sessions/{id}`: ends one of the caller's own sessions. Only the caller's
 * partition is looked in, so another user's session id is "not found" and stays untouched.
 */
export const deleteSession: RouteHandler = async ({ principal, pathParameters }) => {
  if (!principal) throw new UnauthorizedError();
  const id = pathParameters.id ?? '';
  if (!SESSION_ID.test(id) || !(await endOwnSession(principal.userId, id))) throw new NotFoundError(SESSION_NOT_FOUND);
  return noContent();
};
