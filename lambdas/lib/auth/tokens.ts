import { randomUUID } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { getSigningKey } from './signing-key';

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
  const key = getSigningKey();
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
    // Never fetched: the one key is cached below, so verifySync needs no network.
    jwksUri: 'https://jwks.invalid/.well-known/jwks.json',
  });
}

/** Verifies signature, issuer, audience and expiry; answers undefined for any invalid token. */
export async function verifyToken(token: string): Promise<TokenClaims | undefined> {
  if (!verifier) {
    verifier = getSigningKey()
      .publicJwk()
      .then((jwk) => {
        const created = createVerifier();
        created.cacheJwks({ keys: [jwk] });
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
