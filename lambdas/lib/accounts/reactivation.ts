import { config } from '../config';
import { User } from '../db/entities/user';
import { DependencyFailedError } from '../errors';
import { logger } from '../logger';
import { queueMail } from '../mail/outbox';
import { formatMailTime } from './security-mail';
import { findUserByEmail } from './users';

/** Answered when the mails could not even be queued (the request itself is recorded by then). */
const REACTIVATION_MAIL_FAILED =
  'Your request was recorded, but the email server could not send the confirmation. Our team has been notified.';

/**
 * Record a reactivation request on a deleted account (the reason and its time) and mail the user
 * and the site owner through the outbox (the mail worker sends them, with retries). Unknown and
 * active accounts are left alone. Only a failure to queue the mails fails the request, after the
 * request was recorded; an SES outage does not (the mails arrive once SES is back).
 */
export async function requestReactivation(email: string, reactivationReason: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user?.isDeleted) return;

  const requestedAt = new Date();
  const reactivationRequestedAt = requestedAt.toISOString();
  await User.patch({ userId: user.userId }).set({ reactivationRequestedAt, reactivationReason }).go();
  try {
    await Promise.all([
      queueMail({
        kind: 'mail',
        mail: {
          to: user.email,
          subject: 'We received your reactivation request',
          text: `Hello ${user.firstName},\n\nWe received your request to reactivate your account (${formatMailTime(requestedAt)}). An administrator will review it, and you will get an email when your account is restored.\n\nYour reason:\n${reactivationReason}`,
        },
      }),
      queueMail({
        kind: 'mail',
        mail: {
          to: config.siteOwnerEmail,
          subject: `Reactivation request from ${user.email}`,
          text: `User ${user.userName} <${user.email}> (id ${user.userId}) asked at ${formatMailTime(requestedAt)} to reactivate their account.\n\nReason:\n${reactivationReason}\n\nRestore it from the admin area: ${config.siteUrl}/users/edit/${user.userId}`,
        },
      }),
    ]);
  } catch (error) {
    logger.error('Reactivation mail could not be queued', { userId: user.userId, error });
    throw new DependencyFailedError(REACTIVATION_MAIL_FAILED, { cause: error });
  }
}
