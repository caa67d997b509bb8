import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeyLoginSchema } from '#shared/validation/passkeys.ts';
import { signInWithPasskey } from '../lib/accounts/passkeys';
import { toLoginResponse } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/passkeys/login` with `{ response, rememberMe }` (the browser's assertion): the
 * same answer as `POST /api/auth/login` (token, user, session end), and the same refusals for a
 * locked, deleted or disabled account.
 */
export const passkeyLogin: RouteHandler = async ({ body, event }) => {
  const { response, rememberMe } = validate(passkeyLoginSchema, body);
  const signedIn = await signInWithPasskey(response as AuthenticationResponseJSON, {
    rememberMe,
    userAgent: event.headers['user-agent'],
  });
  return ok(toLoginResponse(signedIn));
};
