import { loginSchema } from '#shared/validation/accounts.ts';
import { signIn } from '../lib/accounts/sign-in';
import { toLoginResponse } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/login`: a session and its token; 401 `Invalid login attempt` for an unknown
 * e-mail or a wrong password alike, 403 for a locked (`isLockedOut`, until `lockoutEnd`), deleted
 * or disabled account, 429 with `Retry-After` while five sign-ins of the account are in flight.
 */
export const login: RouteHandler = async ({ body, event }) => {
  const { email, password, rememberMe } = validate(loginSchema, body);
  const signedIn = await signIn(email, password, {
    rememberMe,
    userAgent: event.headers['user-agent'],
  });
  return ok(toLoginResponse(signedIn));
};
