import { createPrivateKey, createPublicKey, type JsonWebKey, sign } from 'node:crypto';
import { watchDependency } from '../aws/dependency-errors';
import { sdkClientBudget } from '../aws/time-budget';

/** The public half as a JWK (a type alias, so it fits aws-jwt-verify's JSON-object JWK type). */
export type PublicJwk = { kty: string; crv: string; x: string; y: string; kid: string; alg: 'ES256'; use: 'sig' };

/** An ES256 key: signs JWT signing input (raw r‖s, as JWS wants) and publishes its public JWK. */
export interface SigningKey {
  sign(input: Buffer): Promise<Buffer>;
  publicJwk(): Promise<PublicJwk>;
}

function toPublicJwk(jwk: JsonWebKey, kid: string): PublicJwk {
  return {
    kty: String(jwk.kty),
    crv: String(jwk.crv),
    x: String(jwk.x),
    y: String(jwk.y),
    kid,
    alg: 'ES256',
    use: 'sig',
  };
}

/** Locally and in tests: a P-256 private JWK from the environment (the local stack keeps one in .data/). */
function localKey(privateJwkJson: string): SigningKey {
  const jwk = JSON.parse(privateJwkJson) as JsonWebKey & { kid?: string };
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  const kid = jwk.kid ?? 'local';
  const publicJwk = toPublicJwk(createPublicKey(privateKey).export({ format: 'jwk' }), kid);
  return {
    sign: async (input) => sign('sha256', input, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
    publicJwk: async () => publicJwk,
  };
}

/** KMS answers DER (SEQUENCE of two INTEGERs); JWS wants the two 32-byte integers back to back. */
export function derToJoseSignature(der: Uint8Array): Buffer {
  const bytes = Buffer.from(der);
  let offset = 2;
  if (bytes[1] !== undefined && bytes[1] & 0x80) offset += bytes[1] & 0x7f;
  const readInteger = () => {
    const length = bytes[offset + 1] ?? 0;
    const value = bytes.subarray(offset + 2, offset + 2 + length);
    offset += 2 + length;
    const trimmed = value.subarray(Math.max(0, value.length - 32));
    return Buffer.concat([Buffer.alloc(32 - trimmed.length), trimmed]);
  };
  return Buffer.concat([readInteger(), readInteger()]);
}

/** In AWS: an asymmetric KMS key (ECC_NIST_P256); the private key never leaves KMS. */
function kmsKey(keyId: string): SigningKey {
  // Timeouts and retries end well before the function's (lib/aws/time-budget.ts); errors name KMS.
  const client = import('@aws-sdk/client-kms').then(({ KMSClient }) =>
    watchDependency(new KMSClient(sdkClientBudget(undefined)), 'kms'),
  );
  let publicJwk: ReturnType<SigningKey['publicJwk']> | undefined;
  return {
    async sign(input) {
      const { SignCommand } = await import('@aws-sdk/client-kms');
      const { Signature } = await (await client).send(
        new SignCommand({ KeyId: keyId, Message: input, MessageType: 'RAW', SigningAlgorithm: 'ECDSA_SHA_256' }),
      );
      if (!Signature) throw new Error('KMS returned no signature');
      return derToJoseSignature(Signature);
    },
    publicJwk() {
      publicJwk ??= (async () => {
        const { GetPublicKeyCommand } = await import('@aws-sdk/client-kms');
        const { PublicKey, KeyId } = await (await client).send(new GetPublicKeyCommand({ KeyId: keyId }));
        if (!PublicKey) throw new Error('KMS returned no public key');
        const jwk = createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }).export({
          format: 'jwk',
        });
        return toPublicJwk(jwk, (KeyId ?? keyId).split('/').pop() ?? keyId);
      })();
      // A failed fetch (KMS throttled, say) is not cached: the next request asks again.
      publicJwk.catch(() => {
        publicJwk = undefined;
      });
      return publicJwk;
    },
  };
}

let signingKey: SigningKey | undefined;

/** The key configured for this environment: KMS when JWT_KMS_KEY_ID is set, else JWT_PRIVATE_JWK. */
export function getSigningKey(): SigningKey {
  if (signingKey) return signingKey;
  const kmsKeyId = process.env.JWT_KMS_KEY_ID;
  const privateJwk = process.env.JWT_PRIVATE_JWK;
  if (kmsKeyId) signingKey = kmsKey(kmsKeyId);
  else if (privateJwk) signingKey = localKey(privateJwk);
  else throw new Error('No JWT signing key configured: set JWT_KMS_KEY_ID (AWS) or JWT_PRIVATE_JWK (local)');
  return signingKey;
}
