import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey authenticator for API tests: ES256 keys from node:crypto, 'none' attestation,
 * CBOR written by hand. It answers the options of `POST /auth/passkeys/register-options` and
 * `login-options` with what `@simplewebauthn/browser` would send (RegistrationResponseJSON,
 * AuthenticationResponseJSON), so the server's real verification runs on it. Each credential is
 * discoverable (it keeps the user handle) and counts its signatures.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | boolean;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** Minimal CBOR (RFC 8949) encoder: the types COSE keys and attestation objects use. */
function cborEncode(value: Cbor): Buffer {
  if (typeof value === 'boolean') return Buffer.from([value ? 0xf5 : 0xf4]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cborEncode)]);
  const entries = [...value.entries()];
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cborEncode(key), cborEncode(item)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  /** The user handle (user.id of the creation options), base64url. */
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface CeremonyOverrides {
  /** The origin the "browser" puts in clientDataJSON. */
  origin?: string;
  /** The relying party whose hash the authenticator signs. */
  rpId?: string;
  /** Sign with this challenge instead of the options' one. */
  challenge?: string;
  /** The counter to sign with (default: one more than the last). */
  counter?: number;
}

// Typed loosely on purpose: the tests hand the options they got from the API.
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  constructor(readonly origin = 'http://localhost:5173') {}

  /** Creates a credential for the options and answers as `startRegistration()` does. */
  register(options: CreationOptions, overrides: CeremonyOverrides = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cborEncode(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const rawId = randomBytes(32);
    const rpId = overrides.rpId ?? options.rp.id ?? 'localhost';
    const counter = overrides.counter ?? 0;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      signCount,
      Buffer.alloc(16), // aaguid: none
      idLength,
      rawId,
      coseKey,
    ]);
    const attestationObject = cborEncode(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: overrides.challenge ?? options.challenge,
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const id = b64url(rawId);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, rpId, counter });
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Signs the options' challenge with a credential (the last one by default), as `startAuthentication()` answers. */
  authenticate(options: RequestOptions, overrides: CeremonyOverrides & { credential?: SoftwareCredential } = {}) {
    const credential = overrides.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error('No credential registered on this authenticator');
    credential.counter = overrides.counter ?? credential.counter + 1;
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([
      sha256(overrides.rpId ?? options.rpId ?? credential.rpId),
      Buffer.from([FLAG_UP | FLAG_UV]),
      signCount,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: overrides.challenge ?? options.challenge,
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
