import { randomBytes, randomUUID } from 'node:crypto';
import { RESET_TOKEN_LIFETIME_MS, RESET_TOKEN_PURPOSE } from '#shared/accounts.ts';
import { hashPassword, verifyPassword } from '../auth/password';
import { config } from '../config';
import { User } from '../db/entities/user';
import { isConditionFailure } from '../db/transactions';
import { InvalidInputError } from '../errors';
import { queueMail } from '../mail/outbox';
import { recordActivity } from './activity';
import { linkStillValid, linkTokenMatches, newLinkToken, sendLinkMail } from './link-tokens';
import { checkNewPassword } from './new-password';
import { CURRENT_PASSWORD_INCORRECT } from './reauthentication';
import { notifySecurityEvent } from './security-mail';
import { endAllSessions, startSession } from './sessions';
import type { UserItem } from './user-view';
import { findUserByEmail } from './users';

const INVALID_TOKEN = 'Invalid token';
const EXPIRED_TOKEN = 'Token has expired. Please request a new password reset.';

/**
 * Change a user's password, given the current one. Every session ends, old tokens included, and
 * the account's address is told; the answer is a fresh session for the device that made the change,
 * remembered (30 days) when `context.rememberMe` says the session it replaces was.
 */
export async function changePassword(
  user: UserItem,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  context: { userAgent?: string; rememberMe?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new InvalidInputError(CURRENT_PASSWORD_INCORRECT, {
      details: { errors: [{ field: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT }] },
    });
  }
  await checkNewPassword(newPassword, user, 'newPassword');
  await User.patch({ userId: user.userId })
    .set({
      passwordHash: await hashPassword(newPassword),
      securityStamp: randomUUID(),
      updatedAt: new Date().toISOString(),
    })
    // A reset link issued before the change must not override the new password.
    .remove(['forgotPasswordTokenHash', 'forgotPasswordTokenPurpose', 'forgotPasswordTokenExpiresAt'])
    .go();
  await recordActivity(user.userId, { type: 'password-changed', userAgent: context.userAgent });
  await endAllSessions(user.userId);
  await notifySecurityEvent(user, { kind: 'password-changed', at: new Date(), userAgent: context.userAgent });
  return startSession(user.userId, { userAgent: context.userAgent, rememberMe: context.rememberMe });
}

/** Store a new reset token's hash on a user (1 hour, purpose password_reset); answers the token. */
async function issueResetToken(user: UserItem): Promise<string> {
  const { token, hash } = newLinkToken();
  await User.patch({ userId: user.userId })
    .set({
      forgotPasswordTokenHash: hash,
      forgotPasswordTokenPurpose: RESET_TOKEN_PURPOSE,
      forgotPasswordTokenExpiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS).toISOString(),
    })
    .go();
  return token;
}

/**
 * Ask for a password reset link for an address. The request only queues one message, whatever
 * the address: whether an account exists is decided by the mail worker (sendPasswordResetMail),
 * so the answer and its timing are the same for a known and an unknown address.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await queueMail({ kind: 'password-reset', email });
}

/**
 * The mail worker's half of a reset: when the address belongs to an account that is not deleted,
 * store a new token's hash (1 hour, purpose password_reset, replacing any earlier one) and mail
 * the link; otherwise nothing. A mail that cannot be sent throws, so the queue retries it (each
 * attempt issues a fresh token: only the link of the mail that arrives is valid).
 */
export async function sendPasswordResetMail(email: string): Promise<'sent' | 'no-account'> {
  const user = await findUserByEmail(email);
  if (!user || user.isDeleted) return 'no-account';
  const token = await issueResetToken(user);
  await sendLinkMail(user, {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. If it was you, open this link within one hour:',
    link: `${config.siteUrl}/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`,
    closing: ['If it was not you, ignore this mail: your password stays as it is.'],
  });
  return 'sent';
}

const tokenMatches = (user: UserItem, token: string): boolean =>
  user.forgotPasswordTokenPurpose === RESET_TOKEN_PURPOSE && linkTokenMatches(user.forgotPasswordTokenHash, token);

/**
 * Set a new password with a reset token: `Invalid token` unless it matches the stored hash,
 * the expiry message once it is past its hour. The token is cleared in the same conditional
 * update (single use, even under concurrent resets), the user's activity records the reset, every
 * session ends, and the account's address is told.
 */
export async function resetPassword(
  email: string,
  token: string,
  newPassword: string,
  context: { userAgent?: string } = {},
): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || !tokenMatches(user, token)) throw new InvalidInputError(INVALID_TOKEN);
  if (!linkStillValid(user.forgotPasswordTokenExpiresAt)) throw new InvalidInputError(EXPIRED_TOKEN);
  // Before the token is used: a refused password leaves the link valid for a better one.
  await checkNewPassword(newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  try {
    await User.patch({ userId: user.userId })
      .set({ passwordHash, securityStamp: randomBytes(16).toString('hex'), failedLoginAttempts: 0, isLockedOut: false })
      .remove(['forgotPasswordTokenHash', 'forgotPasswordTokenPurpose', 'forgotPasswordTokenExpiresAt', 'lockoutEnd'])
      .where((attributes, { eq }) => eq(attributes.forgotPasswordTokenHash, user.forgotPasswordTokenHash ?? ''))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new InvalidInputError(INVALID_TOKEN, { cause: error });
    throw error;
  }
  await recordActivity(user.userId, { type: 'password-reset', userAgent: context.userAgent });
  await endAllSessions(user.userId);
  await notifySecurityEvent(user, {
    kind: 'password-changed',
    viaReset: true,
    at: new Date(),
    userAgent: context.userAgent,
  });
}
