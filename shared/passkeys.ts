/**
 * Passkeys (WebAuthn): limits and the shapes the passkey endpoints answer. Free of zod and of the
 * WebAuthn libraries so the SPA can use it; the request schemas are in shared/validation/passkeys.ts.
 */

/** A passkey's name: 1–64 characters ("Chrome on Linux", "YubiKey"). */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/**
 * The longest credential id this site stores: WebAuthn allows 1023 bytes (1364 base64url
 * characters), but the id is part of the passkey's sort key, which DynamoDB caps at 1024 bytes with
 * the key's prefix. Authenticators use far shorter ids (16 to 64 bytes).
 */
export const PASSKEY_CREDENTIAL_ID_MAX_LENGTH = 960;
/** A WebAuthn challenge is good for one ceremony, within 5 minutes of being issued. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
/** How many passkeys one account may hold. */
export const MAX_PASSKEYS_PER_USER = 20;

/** One passkey of the signed-in user, as `GET /auth/passkeys` lists it. */
export interface PasskeyItem {
  /** The credential id (base64url), also the `{id}` of `DELETE /auth/passkeys/{id}`. */
  id: string;
  name: string;
  /** ISO time it was added. */
  createdAt: string;
  /** ISO time of the last sign-in with it, or null before the first. */
  lastUsedAt: string | null;
}

/** `GET /auth/passkeys` → 200. */
export interface PasskeyList {
  passkeys: PasskeyItem[];
}
