import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { type PublicJwk, toPublicJwk } from '#lambdas/lib/auth/public-jwk.ts';

/** A P-256 private JWK with the `kid` its tokens carry. */
export type PrivateJwk = JsonWebKey & { kid: string };

/**
 * What the JWT signing secret holds (`signingKey` = `secret`): the private key that signs, and the
 * public half of the key it replaced, which verifiers keep accepting until the next rotation.
 * Written at deploy by infra/custom-resources/jwt-key-pair.ts, read by the signer (secret-key.ts).
 */
export interface SigningSecret {
  privateJwk: PrivateJwk;
  previousPublicJwk?: PublicJwk;
}

/** A JSON Web Key Set, as JWT_PUBLIC_JWKS carries it. */
export interface PublicJwks {
  keys: PublicJwk[];
}

/** RFC 7638 thumbprint of a P-256 public key: the same key always gets the same `kid`. */
export function jwkThumbprint(jwk: { crv?: string; kty?: string; x?: string; y?: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** A new ES256 key pair: the private JWK, named by its thumbprint. */
export function newPrivateJwk(): PrivateJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: jwkThumbprint(jwk) };
}

/** The public half of a private JWK, with its `kid`. */
export function publicJwkOf(privateJwk: PrivateJwk): PublicJwk {
  const publicKey = createPublicKey(createPrivateKey({ key: privateJwk, format: 'jwk' }));
  return toPublicJwk(publicKey.export({ format: 'jwk' }), privateJwk.kid);
}

/** The keys verifiers accept: the current one first, then the one it replaced. */
export function publicJwksOf(secret: SigningSecret): PublicJwks {
  return { keys: [publicJwkOf(secret.privateJwk), ...(secret.previousPublicJwk ? [secret.previousPublicJwk] : [])] };
}

/**
 * The secret's value, or undefined when it holds something else (CloudFormation creates the secret
 * with a random password before the key pair is written). Never echoes the value in an error.
 */
export function parseSigningSecret(text: string | undefined): SigningSecret | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { privateJwk, previousPublicJwk } = value as Partial<SigningSecret>;
  if (privateJwk?.kty !== 'EC' || privateJwk.crv !== 'P-256' || typeof privateJwk.d !== 'string') return undefined;
  if (typeof privateJwk.kid !== 'string') return undefined;
  return { privateJwk, ...(previousPublicJwk ? { previousPublicJwk } : {}) };
}
