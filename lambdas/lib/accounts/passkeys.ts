import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  MAX_PASSKEYS_PER_USER,
  PASSKEY_CHALLENGE_MINUTES,
  PASSKEY_CREDENTIAL_ID_MAX_LENGTH,
  type PasskeyItem,
  type PasskeyList,
} from '#shared/passkeys.ts';
import { SITE_NAME } from '#shared/site.ts';
import type { Principal } from '../auth/principal';
import { config } from '../config';
import { Passkey } from '../db/entities/passkey';
import { PasskeyChallenge } from '../db/entities/passkey-challenge';
import { conditionally, isConditionFailure } from '../db/transactions';
import {
  ConflictingWriteError,
  DependencyUnavailableError,
  InvalidCredentialsError,
  InvalidInputError,
  ItemNotFoundError,
} from '../errors';
import { logger } from '../logger';
import { recordActivity } from './activity';
import { requireOwnerAgain } from './reauthentication';
import { notifySecurityEvent } from './security-mail';
import { type SignedIn, type SignInOptions, signInChecked } from './sign-in';
import { requireSignedInUser } from './signed-in-user';
import { getUser } from './users';

/*
 * Passkeys (WebAuthn, `@simplewebauthn/server` v14).
 * - Ceremonies: the server issues options with a random challenge and stores the challenge (5
 *   minutes, DynamoDB TTL too); the browser answers; the answer's challenge (read from its
 *   clientDataJSON) is used up by ONE conditional DeleteItem (exists, same purpose, same user for a
 *   registration, not expired) before anything is verified, so a challenge serves one try at most,
 *   even when two arrive at once.
 * - Verification by the library: the challenge, the origin (config.passkeyOrigins), the relying
 *   party id's hash (config.passkeyRpId), user presence and verification, the signature, and the
 *   counter (a counter that does not go up, for an authenticator that counts, is refused). The
 *   counter and the backup flag are written back with a condition on the counter read, so two
 *   sign-ins with one stored state cannot both pass.
 * - Sign-in goes through `signInChecked` (sign-in.ts), the password sign-in's own path: lock and
 *   busy refusals, deleted and disabled accounts with the same messages, the session (remember-me)
 *   and the activity event. An assertion that does not verify gives its attempt slot back without
 *   counting a failure: it is no guess that could ever succeed, and counting it would let whoever
 *   learnt a credential id lock its owner out.
 */

/**
 * The WebAuthn library, loaded by the first ceremony of a container: it and the ASN.1 and X.509
 * code under it are about 250 KB that a cold start would otherwise parse on every request of the
 * group (in Lambda it is a side package beside the bundle: infra/bundling.ts).
 */
const webauthn = () => import('@simplewebauthn/server');

/** Only these COSE algorithms are offered and accepted: EdDSA, ES256, RS256 (no experimental ML-DSA). */
const SUPPORTED_ALGORITHMS = [-8, -7, -257];
const CHALLENGE_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;
const STORABLE_CREDENTIAL_ID = new RegExp(`^[A-Za-z0-9_-]{1,${PASSKEY_CREDENTIAL_ID_MAX_LENGTH}}$`);

export const CHALLENGE_REFUSED = 'This passkey request has expired or was already used. Please try again.';
export const UNKNOWN_PASSKEY =
  'This passkey is not registered on this site. Sign in with your password, or use another passkey.';
export const PASSKEY_NOT_VERIFIED = 'This passkey could not be verified. Please try again.';

type PasskeyRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof Passkey.get>['go']>>['data']>;

/** The relying party, from configuration; passkeys are unavailable while the site's address is unknown. */
function relyingParty(): { rpId: string; origins: string[] } {
  const rpId = config.passkeyRpId;
  const origins = config.passkeyOrigins;
  if (!rpId || origins.length === 0) {
    logger.error('Passkeys are not configured: set SITE_URL, or WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS');
    throw new DependencyUnavailableError('Passkeys are not available on this site yet.');
  }
  return { rpId, origins };
}

function toPasskeyItem(record: PasskeyRecord): PasskeyItem {
  return {
    id: record.credentialId,
    name: record.name,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt ?? null,
  };
}

/** Store an issued challenge for 5 minutes. */
async function storeChallenge(
  challenge: string,
  purpose: 'registration' | 'authentication',
  userId?: string,
): Promise<void> {
  await PasskeyChallenge.create({
    challenge,
    purpose,
    ...(userId ? { userId } : {}),
    expiresAt: Math.ceil((Date.now() + CHALLENGE_MS) / 1000),
  }).go();
}

/**
 * Use up a challenge: one conditional DeleteItem (it exists, has this purpose, was issued to this
 * user for a registration, and has not expired). False when it is unknown, used, expired or not
 * this caller's: nothing is verified then.
 */
async function consumeChallenge(
  challenge: string,
  purpose: 'registration' | 'authentication',
  userId?: string,
): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  return conditionally(() =>
    PasskeyChallenge.delete({ challenge })
      .where((attributes, { eq, gt }) =>
        [
          eq(attributes.purpose, purpose),
          gt(attributes.expiresAt, now),
          ...(userId ? [eq(attributes.userId, userId)] : []),
        ].join(' AND '),
      )
      .go(),
  );
}

/** The challenge a browser's answer signed, read from its clientDataJSON. */
function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512) return challenge;
  } catch {
    // Answered below.
  }
  throw new InvalidInputError('response.response.clientDataJSON: clientDataJSON must be JSON with a challenge');
}

/** The user's passkeys, oldest first (one Query on the user's partition). */
async function passkeysOf(userId: string): Promise<PasskeyRecord[]> {
  const { data } = await Passkey.query.byUser({ userId }).go({ pages: 'all' });
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Find a passkey by credential id (the by-credential index, gsi2). */
async function findPasskeyByCredential(credentialId: string): Promise<PasskeyRecord | undefined> {
  const { data } = await Passkey.query.byCredential({ credentialId }).go({ limit: 1 });
  return data[0];
}

/** `GET /auth/passkeys`: the signed-in user's passkeys. */
export async function listPasskeys(principal: Principal | undefined): Promise<PasskeyList> {
  const user = await requireSignedInUser(principal);
  return { passkeys: await listPasskeysOf(user.userId) };
}

/** A user's passkeys as the list shows them, oldest first (also for the data export). */
export async function listPasskeysOf(userId: string): Promise<PasskeyItem[]> {
  return (await passkeysOf(userId)).map(toPasskeyItem);
}

export const PASSKEY_NEEDS_PASSWORD = 'Enter your current password to add a passkey';
export const PASSKEY_REMOVAL_NEEDS_PASSWORD = 'Enter your current password to remove a passkey';

/**
 * Options to add a passkey: a discoverable credential (resident key) with user verification, the
 * user's own passkeys excluded, and a challenge stored for this user. A passkey signs in on its
 * own, so adding one needs the owner again (`requireOwnerAgain`: a recent sign-in or the current
 * password), before the browser's prompt, never after it.
 */
export async function passkeyRegistrationOptions(
  principal: Principal | undefined,
  { currentPassword }: { currentPassword?: string | undefined } = {},
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await requireSignedInUser(principal);
  await requireOwnerAgain(user, principal, currentPassword, PASSKEY_NEEDS_PASSWORD);
  const { rpId } = relyingParty();
  const existing = await passkeysOf(user.userId);
  if (existing.length >= MAX_PASSKEYS_PER_USER) {
    throw new InvalidInputError(
      `You can have at most ${MAX_PASSKEYS_PER_USER} passkeys. Remove one before adding another.`,
    );
  }
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: SITE_NAME,
    rpID: rpId,
    userName: user.email,
    userID: new TextEncoder().encode(user.userId),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  await storeChallenge(options.challenge, 'registration', user.userId);
  return options;
}

/**
 * Add a passkey: the challenge used up first, then the attestation verified (origin, relying
 * party, user verification, algorithm), then the credential stored and the account's address
 * told (security mail). Nothing is stored when any step refuses.
 */
export async function registerPasskey(
  principal: Principal | undefined,
  input: { name: string; response: RegistrationResponseJSON },
  context: { userAgent?: string } = {},
): Promise<PasskeyItem> {
  const user = await requireSignedInUser(principal);
  const { rpId, origins } = relyingParty();
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!(await consumeChallenge(challenge, 'registration', user.userId))) throw new InvalidInputError(CHALLENGE_REFUSED);

  const library = await webauthn();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await library.verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch (error) {
    logger.info('Passkey registration not verified', { userId: user.userId, reason: String(error) });
    throw new InvalidInputError(`The passkey could not be verified: ${reasonOf(error)}`);
  }
  if (!verification.verified) throw new InvalidInputError('The passkey could not be verified.');
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verification.registrationInfo;

  if (await findPasskeyByCredential(credential.id)) {
    throw new ConflictingWriteError('This passkey is already registered.');
  }
  try {
    const { data } = await Passkey.create({
      userId: user.userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? input.response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      aaguid,
      name: input.name,
      createdAt: new Date().toISOString(),
    }).go();
    await notifySecurityEvent(user, {
      kind: 'passkey-added',
      at: new Date(data.createdAt),
      userAgent: context.userAgent,
      passkeyName: input.name,
    });
    await recordActivity(user.userId, { type: 'passkey-added', userAgent: context.userAgent });
    return toPasskeyItem(data as PasskeyRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictingWriteError('This passkey is already registered.');
    throw error;
  }
}

/**
 * Remove one of the signed-in user's passkeys (kept in the account's activity); another user's
 * (or an unknown id) is not found. Like adding one, it needs the owner again (`requireOwnerAgain`).
 */
export async function removePasskey(
  principal: Principal | undefined,
  credentialId: string,
  context: { userAgent?: string | undefined; currentPassword?: string | undefined } = {},
): Promise<void> {
  const user = await requireSignedInUser(principal);
  await requireOwnerAgain(user, principal, context.currentPassword, PASSKEY_REMOVAL_NEEDS_PASSWORD);
  // An id the site could never have stored names no passkey (and would not fit in a key).
  if (!STORABLE_CREDENTIAL_ID.test(credentialId)) throw new ItemNotFoundError('Passkey not found.');
  try {
    await Passkey.remove({ userId: user.userId, credentialId }).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ItemNotFoundError('Passkey not found.');
    throw error;
  }
  await recordActivity(user.userId, { type: 'passkey-removed', userAgent: context.userAgent });
}

/** Options to sign in with any passkey this site registered (no allowCredentials: discoverable). */
export async function passkeyLoginOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpId } = relyingParty();
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    timeout: CHALLENGE_MS,
    userVerification: 'required',
  });
  await storeChallenge(options.challenge, 'authentication');
  return options;
}

/**
 * Sign in with a passkey: the challenge used up, the credential looked up by id, then the password
 * sign-in's own path (`signInChecked`) with the assertion's verification as the identity check, so
 * locks, deleted and disabled accounts, remember-me and the session are exactly as for a password.
 */
export async function signInWithPasskey(
  response: AuthenticationResponseJSON,
  options: SignInOptions = {},
): Promise<SignedIn> {
  const { rpId, origins } = relyingParty();
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!(await consumeChallenge(challenge, 'authentication'))) throw new InvalidInputError(CHALLENGE_REFUSED);

  const passkey = await findPasskeyByCredential(response.id);
  const user = passkey ? await getUser(passkey.userId) : undefined;
  if (!passkey || !user) throw new InvalidCredentialsError(UNKNOWN_PASSKEY);
  const { userHandle } = response.response;
  if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== user.userId) {
    throw new InvalidCredentialsError(PASSKEY_NOT_VERIFIED);
  }

  return signInChecked(
    user,
    async () => {
      await verifyAssertion(passkey, response, challenge, { rpId, origins });
      return true;
    },
    options,
  );
}

/**
 * Verify an assertion against the stored credential and write the new counter, backup flag and
 * last use, conditional on the counter read. Throws InvalidCredentialsError when anything fails.
 */
async function verifyAssertion(
  passkey: PasskeyRecord,
  response: AuthenticationResponseJSON,
  challenge: string,
  { rpId, origins }: { rpId: string; origins: string[] },
): Promise<void> {
  const library = await webauthn();
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await library.verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch (error) {
    logger.warn('Passkey sign-in not verified', { userId: passkey.userId, reason: String(error) });
    throw new InvalidCredentialsError(PASSKEY_NOT_VERIFIED);
  }
  if (!verification.verified) throw new InvalidCredentialsError(PASSKEY_NOT_VERIFIED);
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  try {
    await Passkey.patch({ userId: passkey.userId, credentialId: passkey.credentialId })
      .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: new Date().toISOString() })
      .where((attributes, { eq }) => eq(attributes.counter, passkey.counter))
      .go();
  } catch (error) {
    // Removed meanwhile, or another sign-in moved the counter first: this assertion is refused.
    if (isConditionFailure(error)) throw new InvalidCredentialsError(PASSKEY_NOT_VERIFIED);
    throw error;
  }
}

/** The library's reason, without anything that is not about the request. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}
