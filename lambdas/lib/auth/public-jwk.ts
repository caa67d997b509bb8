import type { JsonWebKey } from 'node:crypto';

/** The public half as a JWK (a type alias, so it fits aws-jwt-verify's JSON-object JWK type). */
export type PublicJwk = { kty: string; crv: string; x: string; y: string; kid: string; alg: 'ES256'; use: 'sig' };

export function toPublicJwk(jwk: JsonWebKey, kid: string): PublicJwk {
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
