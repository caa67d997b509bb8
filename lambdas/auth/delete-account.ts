import { deleteAccountSchema } from '#shared/validation/accounts.ts';
import { deleteOwnAccount } from '../lib/accounts/deletion';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/delete-account` with `{ currentPassword }` → 204: the caller's own account is
 * soft-deleted, every session ends and the account's address is mailed how to ask for it back.
 * The password is needed every time, however recent the sign-in; a request without a body is
 * answered as one without the password (400 naming `currentPassword`).
 */
export const deleteAccount: RouteHandler = async ({ principal, event, body }) => {
  const { currentPassword } = validate(deleteAccountSchema, body ?? {});
  const user = await requireSignedInUser(principal);
  await deleteOwnAccount(user, { currentPassword, userAgent: event.headers['user-agent'] });
  return noContent();
};
