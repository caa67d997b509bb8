import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Who is calling: the user, their session (the token's jti), its roles, when it signed in and whether it is remembered. */
export interface Principal {
  userId: string;
  sessionId: string;
  roles: readonly string[];
  /** Whether the user's e-mail address is verified (routes marked `verifiedEmail` need it). */
  emailVerified: boolean;
  /** When the session was started by a sign-in (ISO); absent for a principal made without one. */
  signedInAt?: string;
  /** Whether the session was started with remember-me (30 days rather than 12 hours). */
  rememberMe?: boolean;
}

/** Resolves the caller of a request, or undefined for an anonymous or invalid one. */
export type Authenticator = (event: APIGatewayProxyEventV2) => Promise<Principal | undefined>;
