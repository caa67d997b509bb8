import { removePasskey } from '../lib/accounts/passkeys';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';

/** `DELETE /api/auth/passkeys/{id}` → 204; 404 unless the id is one of the caller's own passkeys. */
export const passkeyRemove: RouteHandler = async ({ pathParameters, principal, event }) => {
  await removePasskey(principal, pathParameters.id ?? '', { userAgent: event.headers['user-agent'] });
  return noContent();
};
