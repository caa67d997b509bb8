import { registerSchema } from '#shared/validation/accounts.ts';
import { createAccount } from '../lib/accounts/accounts';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { countMetric } from '../lib/metrics';

/** `POST /api/auth/register`: a new account with the User role; 409 when the e-mail or user name is taken. */
export const register: RouteHandler = async ({ body, createId }) => {
  const input = validate(registerSchema, body);
  const user = await createAccount(input, createId);
  countMetric('Registrations');
  return created(toUserDetails(user));
};
