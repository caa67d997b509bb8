import { passkeyRegistrationOptions } from '../lib/accounts/passkeys';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `POST /api/auth/passkeys/register-options`: options for the browser's prompt to add a passkey. */
export const passkeyRegisterOptions: RouteHandler = async ({ principal }) =>
  ok(await passkeyRegistrationOptions(principal));
