import { updateProfileSchema } from '#shared/validation/accounts.ts';
import { withOmittedFieldsCleared } from '../lib/accounts/accounts';
import { updateOwnProfile } from '../lib/accounts/own-profile';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ForbiddenError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/update-profile`: the signed-in user's own profile (a `userId` of someone else is
 * refused). The payload is the whole profile with empty optional fields omitted, so an
 * omitted phone number, picture or biography is cleared; the date of birth is not on this form.
 * A new e-mail address needs a recent sign-in or `currentPassword` (lib/accounts/own-profile.ts).
 */
export const updateProfile: RouteHandler = async (request) => {
  const input = validate(updateProfileSchema, request.body);
  const user = await requireSignedInUser(request.principal);
  if (input.userId && input.userId !== user.userId) throw new ForbiddenError('You can only update your own profile.');
  const { userId: _ignored, currentPassword, ...changes } = input;
  const updated = await updateOwnProfile(
    user,
    request.principal,
    withOmittedFieldsCleared(changes, ['phoneNumber', 'profilePicture', 'biography']),
    { currentPassword, userAgent: request.event.headers['user-agent'] },
  );
  return ok(toUserDetails(updated));
};
