import { forgotPasswordSchema } from '#shared/validation/accounts.ts';
import { requestPasswordReset } from '../lib/accounts/passwords';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, a link to reset the password has been sent. It is valid for one hour.';

/**
 * `POST /api/auth/forgot-password`: the same answer whether or not the address has an account (and
 * whether or not the mail could be sent), so the endpoint tells nobody which addresses exist.
 */
export const forgotPassword: RouteHandler = async ({ body }) => {
  const { email } = validate(forgotPasswordSchema, body);
  await requestPasswordReset(email);
  return ok({ message: FORGOT_PASSWORD_ANSWER });
};
