import { reactivationSchema } from '#shared/validation/accounts.ts';
import { requestReactivation as recordReactivationRequest } from '../lib/accounts/reactivation';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

const REACTIVATION_ANSWER = 'Your reactivation request has been received. We will get back to you by email.';

/**
 * `POST /api/auth/request-account-reactivation`: records the reason and its time on a deleted
 * account and mails the user and the site owner (502 when the mail cannot be sent). Unknown or
 * active accounts get the same answer.
 */
export const requestReactivation: RouteHandler = async ({ body }) => {
  const { email, reactivationReason } = validate(reactivationSchema, body);
  await recordReactivationRequest(email, reactivationReason);
  return ok({ message: REACTIVATION_ANSWER });
};
