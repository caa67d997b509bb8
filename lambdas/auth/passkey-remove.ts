import { currentPasswordSchema } from '#shared/validation/passkeys.ts';
import { removePasskey } from '../lib/accounts/passkeys';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `DELETE /api/auth/passkeys/{id}` → 204; 404 unless the id is one of the caller's own passkeys.
 * The body is optional: `{ currentPassword }` when the sign-in is not recent.
 */
export const passkeyRemove: RouteHandler = async ({ pathParameters, principal, event, body }) => {
  const { currentPassword } = body === undefined || body === null ? {} : validate(currentPasswordSchema, body);
  await removePasskey(principal, pathParameters.id ?? '', { userAgent: event.headers['user-agent'], currentPassword });
  return noContent();
};
