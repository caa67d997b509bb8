import { updateProfileSchema } from '#shared/validation/accounts.ts';
import { updateAccount, withOmittedFieldsCleared } from '../lib/accounts/accounts';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ForbiddenError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/update-profile`: the signed-in user's own profile (a `userId` of someone else is
 * refused). The payload is the whole profile with empty optional fields omitted (spec §3), so an
 * omitted phone number, picture or biography is cleared; the date of birth is not on this form.
 */
export const updateProfile: RouteHandler = async (request) => {
  const input = validate(updateProfileSchema, request.body);
  const user = await requireSignedInUser(request.principal);
  if (input.userId && input.userId !== user.userId) throw new ForbiddenError('You can only update your own profile.');
  const { userId: _ignored, ...changes } = input;
  const updated = await updateAccount(
    user,
    withOmittedFieldsCleared(changes, ['phoneNumber', 'profilePicture', 'biography']),
    { userAgent: request.event.headers['user-agent'] },
  );
  return ok(toUserDetails(updated));
};
