import { forgotPasswordSchema } from '#shared/validation/accounts.ts';
import { findUserByEmail } from '../lib/accounts/accounts';
import { issueResetToken } from '../lib/accounts/password-reset';
import { config } from '../lib/config';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail/send-mail';

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, a link to reset the password has been sent. It is valid for one hour.';

/**
 * `POST /api/auth/forgot-password`: the same answer whether or not the address has an account (and
 * whether or not the mail could be sent), so the endpoint tells nobody which addresses exist.
 */
export const forgotPassword: RouteHandler = async ({ body }) => {
  const { email } = validate(forgotPasswordSchema, body);
  const user = await findUserByEmail(email);
  if (user && !user.isDeleted) {
    const token = await issueResetToken(user);
    const link = `${config.siteUrl}/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    try {
      await sendMail({
        to: user.email,
        subject: 'Reset your password',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Someone asked to reset the password of your account. If it was you, open this link within one hour:',
          '',
          link,
          '',
          'If it was not you, ignore this mail: your password stays as it is.',
        ].join('\n'),
      });
    } catch (error) {
      logger.error('Password reset mail failed', { userId: user.userId, error });
    }
  }
  return ok({ message: FORGOT_PASSWORD_ANSWER });
};
