import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isEmailVerified } from '#shared/accounts.ts';
import { getLiveSession, keepSessionLastUsed } from '../accounts/sessions';
import { getUser } from '../accounts/users';
import type { Principal } from './principal';
import { verifyToken } from './tokens';

/** The bearer token of a request, if any. */
function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

/**
 * A token counts only while its session exists and its user may sign in: signature, issuer,
 * audience and expiry are checked offline (aws-jwt-verify, cached key), then the session and the
 * user are read in parallel (one round trip). Roles come from the user item, so a role change,
 * a soft delete or a deactivation applies to the very next request, even for a session created
 * by a login that was still running when it happened. The session's `lastUsedAt` is kept at most
 * once per 5 minutes (a conditional write that never fails the request).
 */
export async function authenticate(event: APIGatewayProxyEventV2): Promise<Principal | undefined> {
  const token = bearerToken(event);
  if (!token) return undefined;
  const claims = await verifyToken(token);
  if (!claims) return undefined;
  const [session, user] = await Promise.all([getLiveSession(claims.sub, claims.jti), getUser(claims.sub)]);
  if (!session || !user || user.isDeleted || user.isActive === false) return undefined;
  await keepSessionLastUsed(session);
  return {
    userId: claims.sub,
    sessionId: claims.jti,
    roles: user.roles ?? [],
    emailVerified: isEmailVerified(user),
    signedInAt: session.createdAt,
    rememberMe: session.rememberMe ?? false,
  };
}
