import { createPrivateKey, createPublicKey, type JsonWebKey, sign } from 'node:crypto';
import { type PublicJwk, toPublicJwk } from '#lambdas/lib/auth/public-jwk.ts';

/** An ES256 key: signs JWT signing input (raw r‖s, as JWS wants) and publishes its public JWK. */
export interface SigningKey {
  sign(input: Buffer): Promise<Buffer>;
  publicJwk(): Promise<PublicJwk>;
}

/** A P-256 private JWK held in memory: signing is local. */
export function jwkSigningKey(jwk: JsonWebKey & { kid?: string }): SigningKey {
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  const kid = jwk.kid ?? 'local';
  const publicJwk = toPublicJwk(createPublicKey(privateKey).export({ format: 'jwk' }), kid);
  return {
    sign: async (input) => sign('sha256', input, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
    publicJwk: async () => publicJwk,
  };
}

/** Locally and in tests: a P-256 private JWK from the environment (the local stack keeps one in .data/). */
function localKey(privateJwkJson: string): SigningKey {
  return jwkSigningKey(JSON.parse(privateJwkJson) as JsonWebKey & { kid?: string });
}

/** A key whose module (and its SDK client) is loaded by the first signature or key lookup. */
function loadedOnFirstUse(load: () => Promise<SigningKey>): SigningKey {
  let key: Promise<SigningKey> | undefined;
  const loaded = () => {
    key ??= load();
    return key;
  };
  return {
    sign: async (input) => (await loaded()).sign(input),
    publicJwk: async () => (await loaded()).publicJwk(),
  };
}

/** The private JWK in a Secrets Manager secret. */
const secretKey = (secretId: string): SigningKey =>
  loadedOnFirstUse(() =>
    import('#lambdas/lib/auth/secret-key.ts').then(({ secretSigningKey }) => secretSigningKey(secretId)),
  );

/** The KMS key. */
const kmsKey = (keyId: string): SigningKey =>
  loadedOnFirstUse(() => import('#lambdas/lib/auth/kms-key.ts').then(({ kmsSigningKey }) => kmsSigningKey(keyId)));

let signingKey: SigningKey | undefined;

/** The key configured for this environment: KMS when JWT_KMS_KEY_ID is set, else JWT_PRIVATE_JWK (locally). */
export function getSigningKey(): SigningKey {
  if (signingKey) return signingKey;
  const kmsKeyId = process.env.JWT_KMS_KEY_ID;
  const privateJwk = process.env.JWT_PRIVATE_JWK;
  if (kmsKeyId) signingKey = kmsKey(kmsKeyId);
  else if (privateJwk) signingKey = localKey(privateJwk);
  else {
    throw new Error(
      'No JWT signing key configured: set JWT_KMS_KEY_ID or JWT_SIGNING_SECRET_ARN (AWS), or JWT_PRIVATE_JWK (local)',
    );
  }
  return signingKey;
}

let issuingKey: SigningKey | undefined;

/**
 * The key that signs new tokens: the Secrets Manager secret when JWT_SIGNING_SECRET_ARN is set
 * (only the signing group has it), else getSigningKey(). Kept apart from getSigningKey, which the
 * verifying path falls back to, so that groups which only verify bundle no Secrets Manager code.
 */
export function getIssuingKey(): SigningKey {
  const secretArn = process.env.JWT_SIGNING_SECRET_ARN;
  if (!secretArn) return getSigningKey();
  issuingKey ??= secretKey(secretArn);
  return issuingKey;
}
