import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getLiveSession } from '../accounts/sessions';
import type { Principal } from '../http/principal';
import { verifyToken } from './tokens';

/** The bearer token of a request, if any. */
export function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

/**
 * A token counts only while its session item exists: signature, issuer, audience and expiry are
 * checked offline (aws-jwt-verify, cached key), then one GetItem finds the session and its roles.
 */
export async function authenticate(event: APIGatewayProxyEventV2): Promise<Principal | undefined> {
  const token = bearerToken(event);
  if (!token) return undefined;
  const claims = await verifyToken(token);
  if (!claims) return undefined;
  const session = await getLiveSession(claims.sub, claims.jti);
  if (!session) return undefined;
  return { userId: claims.sub, sessionId: claims.jti, roles: session.roles };
}
