import { randomUUID } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import type { PublicJwk } from './public-jwk';
import { getIssuingKey, getSigningKey } from './signing-key';

/** What a session token says: who (sub), which session (jti), and until when. */
export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

const issuer = () => process.env.JWT_ISSUER || 'portfolio-local';
const audience = () => process.env.JWT_AUDIENCE || 'portfolio-local-api';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs an ES256 JWT for a session. Roles are not in it: they are read from the session item. */
export async function issueToken(userId: string, expiresAt: Date): Promise<{ token: string; sessionId: string }> {
  const key = getIssuingKey();
  const { kid } = await key.publicJwk();
  const sessionId = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'ES256', typ: 'JWT', kid });
  const payload = base64url({
    iss: issuer(),
    aud: audience(),
    sub: userId,
    jti: sessionId,
    iat: now,
    nbf: now,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  const signingInput = `${header}.${payload}`;
  const signature = await key.sign(Buffer.from(signingInput));
  return { token: `${signingInput}.${signature.toString('base64url')}`, sessionId };
}

let verifier: Promise<ReturnType<typeof createVerifier>> | undefined;

function createVerifier() {
  return JwtVerifier.create({
    issuer: issuer(),
    audience: audience(),
    // Never fetched: the keys are cached below, so verifySync needs no network.
    jwksUri: 'https://jwks.invalid/.well-known/jwks.json',
  });
}

/**
 * The public keys from JWT_PUBLIC_JWKS (`{"keys":[...]}`), set in AWS when the private key is in a
 * Secrets Manager secret: the current key and the one it replaced. Undefined when not set.
 */
function configuredPublicKeys(): PublicJwk[] | undefined {
  const text = process.env.JWT_PUBLIC_JWKS;
  if (!text) return undefined;
  const { keys } = JSON.parse(text) as { keys?: unknown };
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('JWT_PUBLIC_JWKS must be a JWKS: {"keys":[...]}');
  return keys as PublicJwk[];
}

/**
 * The keys that verify: JWT_PUBLIC_JWKS when set (no key to load, no AWS client), else the signing
 * key's public half (KMS GetPublicKey once per container, or the local key pair).
 */
async function publicKeys(): Promise<PublicJwk[]> {
  return configuredPublicKeys() ?? [await getSigningKey().publicJwk()];
}

/** Verifies signature, issuer, audience and expiry; answers undefined for any invalid token. */
export async function verifyToken(token: string): Promise<TokenClaims | undefined> {
  if (!verifier) {
    verifier = publicKeys().then((keys) => {
      const created = createVerifier();
      created.cacheJwks({ keys });
      return created;
    });
    verifier.catch(() => {
      verifier = undefined;
    });
  }
  const ready = await verifier;
  try {
    const payload = ready.verifySync(token);
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      return undefined;
    }
    return { sub: payload.sub, jti: payload.jti, exp: payload.exp };
  } catch {
    return undefined;
  }
}
