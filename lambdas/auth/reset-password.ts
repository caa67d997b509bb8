import { resetPasswordSchema } from '#shared/validation/accounts.ts';
import { resetPassword as resetWithToken } from '../lib/accounts/passwords';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { camelCaseKeys } from '../lib/http/normalize-keys';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { countMetric } from '../lib/metrics';

/** `POST /api/auth/reset-password` with Email, NewPassword, Token (any key case). */
export const resetPassword: RouteHandler = async ({ body, event }) => {
  const { email, token, newPassword } = validate(resetPasswordSchema, camelCaseKeys(body));
  await resetWithToken(email, token, newPassword, { userAgent: event.headers['user-agent'] });
  countMetric('PasswordResets');
  return ok({ message: 'Password has been reset successfully.' });
};
