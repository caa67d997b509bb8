import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '#shared/accounts.ts';
import { changePasswordSchema } from '#shared/validation/accounts.ts';
import { requireSignedInUser } from '../lib/accounts/require-user';
import { endAllSessions, startSession } from '../lib/accounts/sessions';
import { toAuthenticatedUser } from '../lib/accounts/user-view';
import { hashPassword, verifyPassword } from '../lib/auth/password';
import { recordActivity } from '../lib/accounts/activity';
import { User } from '../lib/db/entities/user';
import { BadRequestError, ForbiddenError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { camelCaseKeys } from '../lib/http/normalize-keys';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/auth/change-password` (Id, currentPassword, newPassword). Every session ends, old
 * tokens included; the answer carries a fresh session for the device that made the change.
 */
export const changePassword: RouteHandler = async (request) => {
  const input = validate(changePasswordSchema, camelCaseKeys(request.body));
  const { user } = await requireSignedInUser(request);
  if (input.id && input.id !== user.userId) throw new ForbiddenError('You can only change your own password.');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new BadRequestError('Current password is incorrect', {
      errors: [{ field: 'currentPassword', message: 'incorrect' }],
    });
  }
  await User.patch({ userId: user.userId })
    .set({
      passwordHash: await hashPassword(input.newPassword),
      securityStamp: randomUUID(),
      updatedAt: new Date().toISOString(),
    })
    // A reset link issued before the change must not override the new password.
    .remove(['forgotPasswordTokenHash', 'forgotPasswordTokenPurpose', 'forgotPasswordTokenExpiresAt'])
    .go();
  const userAgent = request.event.headers['user-agent'];
  await recordActivity(user.userId, { type: 'password-changed', userAgent });
  await endAllSessions(user.userId);
  const session = await startSession(user.userId, { userAgent });
  const answer: LoginResponse = {
    token: session.token,
    authenticatedUser: toAuthenticatedUser(user),
    authenticated: true,
    expiresAt: session.expiresAt.toISOString(),
  };
  return ok(answer);
};
