import { changePasswordSchema } from '#shared/validation/accounts.ts';
import { changePassword as changePasswordOf } from '../lib/accounts/passwords';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import { toLoginResponse } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ForbiddenError } from '../lib/http/errors';
import { camelCaseKeys } from '../lib/http/normalize-keys';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/change-password` (Id, currentPassword, newPassword). Every session ends, old
 * tokens included; the answer carries a fresh session for the device that made the change, which
 * keeps the remember-me of the session it replaces (30 days or 12 hours).
 */
export const changePassword: RouteHandler = async (request) => {
  const { id, currentPassword, newPassword } = validate(changePasswordSchema, camelCaseKeys(request.body));
  const user = await requireSignedInUser(request.principal);
  if (id && id !== user.userId) throw new ForbiddenError('You can only change your own password.');
  const session = await changePasswordOf(
    user,
    { currentPassword, newPassword },
    { userAgent: request.event.headers['user-agent'], rememberMe: request.principal?.rememberMe ?? false },
  );
  return ok(toLoginResponse({ user, ...session }));
};
