import { reactivationSchema } from '#shared/validation/accounts.ts';
import { findUserByEmail } from '../lib/accounts/accounts';
import { config } from '../lib/config';
import { User } from '../lib/db/entities/user';
import { HttpError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail/send-mail';

export const REACTIVATION_ANSWER = 'Your reactivation request has been received. We will get back to you by email.';
export const REACTIVATION_MAIL_FAILED =
  'Your request was recorded, but the email server could not send the confirmation. Our team has been notified.';

/**
 * `POST /api/auth/request-account-reactivation`: records the reason and its time on a deleted
 * account and mails the user and the site owner. Unknown or active accounts get the same answer.
 */
export const requestReactivation: RouteHandler = async ({ body }) => {
  const { email, reactivationReason } = validate(reactivationSchema, body);
  const user = await findUserByEmail(email);
  if (!user?.isDeleted) return ok({ message: REACTIVATION_ANSWER });

  const reactivationRequestedAt = new Date().toISOString();
  await User.patch({ userId: user.userId }).set({ reactivationRequestedAt, reactivationReason }).go();
  try {
    await Promise.all([
      sendMail({
        to: user.email,
        subject: 'We received your reactivation request',
        text: `Hello ${user.firstName},\n\nWe received your request to reactivate your account (${reactivationRequestedAt}). An administrator will review it.\n\nYour reason:\n${reactivationReason}`,
      }),
      sendMail({
        to: config.siteOwnerEmail,
        subject: `Reactivation request from ${user.email}`,
        text: `User ${user.userName} <${user.email}> (id ${user.userId}) asked at ${reactivationRequestedAt} to reactivate their account.\n\nReason:\n${reactivationReason}\n\nRestore it from the admin area: ${config.siteUrl}/users/edit/${user.userId}`,
      }),
    ]);
  } catch (error) {
    logger.error('Reactivation mail failed', { userId: user.userId, error });
    throw new HttpError(502, REACTIVATION_MAIL_FAILED, { expose: true });
  }
  return ok({ message: REACTIVATION_ANSWER });
};
