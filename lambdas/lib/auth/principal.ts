import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Who is calling: the user, their session (the token's jti) and the session's roles. */
export interface Principal {
  userId: string;
  sessionId: string;
  roles: readonly string[];
}

/** Resolves the caller of a request, or undefined for an anonymous or invalid one. */
export type Authenticator = (event: APIGatewayProxyEventV2) => Promise<Principal | undefined>;
