import { EMAIL_VERIFICATION_LIFETIME_HOURS } from '#shared/accounts.ts';
import { resendVerificationMail } from '../lib/accounts/email-verification';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `POST /api/auth/resend-verification`: a new link to the caller's address (429 within a minute of the last). */
export const resendVerification: RouteHandler = async ({ principal }) => {
  const user = await requireSignedInUser(principal);
  const outcome = await resendVerificationMail(user);
  return ok({
    message:
      outcome === 'already-verified'
        ? 'Your e-mail address is already verified.'
        : `A new verification link has been sent to ${user.email}. It is valid for ${EMAIL_VERIFICATION_LIFETIME_HOURS} hours.`,
  });
};
