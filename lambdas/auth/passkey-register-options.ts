import { currentPasswordSchema } from '#shared/validation/passkeys.ts';
import { passkeyRegistrationOptions } from '../lib/accounts/passkeys';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/passkeys/register-options`: options for the browser's prompt to add a passkey.
 * The body is optional: `{ currentPassword }` when the sign-in is not recent.
 */
export const passkeyRegisterOptions: RouteHandler = async ({ principal, body }) => {
  const input = body === undefined || body === null ? {} : validate(currentPasswordSchema, body);
  return ok(await passkeyRegistrationOptions(principal, input));
};
