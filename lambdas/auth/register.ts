import { registerSchema } from '#shared/validation/accounts.ts';
import { createAccount } from '../lib/accounts/accounts';
import { queueVerificationMail } from '../lib/accounts/email-verification';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { countMetric } from '../lib/metrics';

/**
 * `POST /api/auth/register`: a new account with the User role; 409 when the e-mail or user name is
 * taken. The address is unverified until the link mailed to it is used.
 */
export const register: RouteHandler = async ({ body, createId }) => {
  const input = validate(registerSchema, body);
  const user = await createAccount({ ...input, emailVerified: false }, createId);
  await queueVerificationMail(user.userId);
  countMetric('Registrations');
  return created(toUserDetails(user));
};
