import { passkeyLoginOptions as passkeyLoginOptionsOf } from '../lib/accounts/passkeys';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `POST /api/auth/passkeys/login-options`: options for the browser's prompt to sign in with a passkey. */
export const passkeyLoginOptions: RouteHandler = async () => ok(await passkeyLoginOptionsOf());
