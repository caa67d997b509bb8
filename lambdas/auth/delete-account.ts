import { currentPasswordSchema } from '#shared/validation/passkeys.ts';
import { deleteOwnAccount } from '../lib/accounts/deletion';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/delete-account` → 204: the caller's own account is soft-deleted, every session
 * ends and the account's address is mailed how to ask for it back. The body is optional:
 * `{ currentPassword }` when the sign-in is not recent.
 */
export const deleteAccount: RouteHandler = async ({ principal, event, body }) => {
  const { currentPassword } = body === undefined || body === null ? {} : validate(currentPasswordSchema, body);
  const user = await requireSignedInUser(principal);
  await deleteOwnAccount(user, principal, { currentPassword, userAgent: event.headers['user-agent'] });
  return noContent();
};
