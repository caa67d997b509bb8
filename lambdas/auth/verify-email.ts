import { verifyEmailSchema } from '#shared/validation/accounts.ts';
import { verifyEmail as verifyWithToken } from '../lib/accounts/email-verification';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/** `POST /api/auth/verify-email` with the `token` of the mailed link; 400 for an expired, used or unknown one. */
export const verifyEmail: RouteHandler = async ({ body, event }) => {
  const { token } = validate(verifyEmailSchema, body);
  await verifyWithToken(token, { userAgent: event.headers['user-agent'] });
  return ok({ message: 'Your e-mail address is verified.' });
};
