import * as z from 'zod/mini';
import { PASSKEY_CREDENTIAL_ID_MAX_LENGTH, PASSKEY_NAME_MAX_LENGTH } from '../passkeys';
import { givenPassword } from './accounts';

/**
 * The passkey requests: what `@simplewebauthn/browser`'s `startRegistration()` and
 * `startAuthentication()` answer (RegistrationResponseJSON, AuthenticationResponseJSON), checked for
 * shape and size here; the signatures, challenge, origin and relying party are checked by
 * `@simplewebauthn/server` (lambdas/lib/accounts/passkeys.ts). Inner objects keep fields browsers
 * add that are not listed (`looseObject`), the top level refuses unknown ones.
 */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

const base64url = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.regex(BASE64URL, `${label} must be base64url`),
    );

/** A credential id no longer than the site can store (PASSKEY_CREDENTIAL_ID_MAX_LENGTH). */
const credentialId = (label: string) => base64url(label, PASSKEY_CREDENTIAL_ID_MAX_LENGTH);

const credentialType = z.literal('public-key', 'type must be "public-key"');
const authenticatorAttachment = z.optional(
  z.enum(['platform', 'cross-platform'], 'authenticatorAttachment must be platform or cross-platform'),
);
const clientExtensionResults = z.record(z.string(), z.unknown(), 'clientExtensionResults must be an object');

/**
 * A credential as the browser answers it, registration and sign-in alike; `authenticatorResponse`
 * lists what the authenticator's inner `response` holds besides `clientDataJSON`, which differs
 * between the two.
 */
const browserCredential = <Shape extends z.core.$ZodLooseShape>(authenticatorResponse: Shape) =>
  z.looseObject(
    {
      id: credentialId('response.id'),
      rawId: credentialId('response.rawId'),
      type: credentialType,
      authenticatorAttachment,
      clientExtensionResults,
      response: z.looseObject(
        { clientDataJSON: base64url('response.response.clientDataJSON', 4096), ...authenticatorResponse },
        'response.response is required',
      ),
    },
    'response is required',
  );

/**
 * The optional body of `POST /auth/passkeys/register-options` and `DELETE /auth/passkeys/{id}`:
 * the current password, needed when the caller did not sign in recently (RECENT_SIGN_IN_MINUTES).
 */
export const currentPasswordSchema = z.strictObject({ currentPassword: z.optional(givenPassword) });

/** `POST /auth/passkeys/register`: the browser's attestation and a name for the passkey. */
export const registerPasskeySchema = z.strictObject({
  name: z
    .string('name is required')
    .check(
      z.trim(),
      z.minLength(1, 'name is required'),
      z.maxLength(PASSKEY_NAME_MAX_LENGTH, `name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`),
    ),
  response: browserCredential({
    attestationObject: base64url('response.response.attestationObject', 65536),
    transports: z.optional(
      z
        .array(z.string().check(z.maxLength(32)), 'transports must be a list of strings')
        .check(z.maxLength(10, 'transports must have at most 10 items')),
    ),
  }),
});

/** `POST /auth/passkeys/login`: the browser's assertion, and remember-me as the password sign-in has it. */
export const passkeyLoginSchema = z.strictObject({
  rememberMe: z.optional(z.boolean('rememberMe must be true or false')),
  response: browserCredential({
    authenticatorData: base64url('response.response.authenticatorData', 8192),
    signature: base64url('response.response.signature', 2048),
    userHandle: z.optional(base64url('response.response.userHandle', 128)),
  }),
});
