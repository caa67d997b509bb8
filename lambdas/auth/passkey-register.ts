import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { registerPasskeySchema } from '#shared/validation/passkeys.ts';
import { registerPasskey as registerPasskeyOf } from '../lib/accounts/passkeys';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/passkeys/register` with `{ name, response }` (the browser's attestation) → 201
 * with the passkey (the account's address is told, security mail); 400 for an expired or used challenge or a response that does not verify.
 */
export const passkeyRegister: RouteHandler = async ({ body, principal, event }) => {
  const { name, response } = validate(registerPasskeySchema, body);
  return created(
    await registerPasskeyOf(
      principal,
      { name, response: response as RegistrationResponseJSON },
      { userAgent: event.headers['user-agent'] },
    ),
  );
};
