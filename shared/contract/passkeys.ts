import * as z from 'zod/mini';
import type { PasskeyItem, PasskeyList } from '../passkeys';
import { answer, timestamp } from './schema-registry';

/**
 * Answers of the passkey endpoints. The options are what `@simplewebauthn/server` generates and
 * `@simplewebauthn/browser` takes (PublicKeyCredentialCreationOptionsJSON,
 * PublicKeyCredentialRequestOptionsJSON); their inner objects are open to fields a later version adds.
 */
const credentialDescriptor = z.looseObject({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

export const passkeyRegistrationOptions = answer(
  'PasskeyRegistrationOptions',
  z.looseObject({
    challenge: z.string(),
    rp: z.looseObject({ name: z.string(), id: z.optional(z.string()) }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.optional(z.number()),
    excludeCredentials: z.optional(z.array(credentialDescriptor)),
    authenticatorSelection: z.optional(z.looseObject({})),
    attestation: z.optional(z.string()),
    extensions: z.optional(z.looseObject({})),
    hints: z.optional(z.array(z.string())),
  }),
  'Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON): a discoverable credential with user verification; the challenge is good once, for 5 minutes.',
);

export const passkeyLoginOptions = answer(
  'PasskeyLoginOptions',
  z.looseObject({
    challenge: z.string(),
    rpId: z.optional(z.string()),
    timeout: z.optional(z.number()),
    userVerification: z.optional(z.string()),
    allowCredentials: z.optional(z.array(credentialDescriptor)),
    extensions: z.optional(z.looseObject({})),
    hints: z.optional(z.array(z.string())),
  }),
  'Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON), without allowCredentials: the browser offers the passkeys it holds for this site. The challenge is good once, for 5 minutes.',
);

export const passkeyItem = answer(
  'Passkey',
  z.strictObject({ id: z.string(), name: z.string(), createdAt: timestamp, lastUsedAt: z.nullable(timestamp) }),
  'One passkey of the caller; `id` is its credential id (base64url).',
) satisfies z.ZodMiniType<PasskeyItem>;

export const passkeyList = answer(
  'PasskeyList',
  z.strictObject({ passkeys: z.array(passkeyItem) }),
  'The caller’s passkeys, oldest first.',
) satisfies z.ZodMiniType<PasskeyList>;
