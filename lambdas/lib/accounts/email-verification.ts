import { randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFICATION_LIFETIME_HOURS,
  EMAIL_VERIFICATION_RESEND_SECONDS,
  isEmailVerified,
} from '#shared/accounts.ts';
import { config } from '../config';
import { User } from '../db/entities/user';
import { isConditionFailure } from '../db/transactions';
import { InvalidInputError, RateLimitedError } from '../errors';
import { logger } from '../logger';
import { queueMail } from '../mail/outbox';
import { recordActivity } from './activity';
import { linkStillValid, linkTokenMatches, newLinkToken, sendLinkMail } from './link-tokens';
import type { UserItem } from './user-view';
import { getUser } from './users';

/**
 * E-mail verification: a visitor's new account, and an account whose owner changed its address,
 * is unverified until the link mailed to the address is opened. The link is
 * `/verify-email?token=<user id>.<secret>`: the id says whose account to read (one GetItem), the
 * secret is 32 random bytes of which only the SHA-256 is stored (link-tokens.ts, as for password
 * resets), good for EMAIL_VERIFICATION_LIFETIME_HOURS and once. A new link replaces the old one,
 * and a change of address voids it.
 */

const LIFETIME_MS = EMAIL_VERIFICATION_LIFETIME_HOURS * 3_600_000;
const RESEND_MS = EMAIL_VERIFICATION_RESEND_SECONDS * 1000;

const LINK_INVALID =
  'This verification link is not valid, or it has already been used. Ask for a new one on your profile.';
const LINK_EXPIRED = 'This verification link has expired. Ask for a new one on your profile.';
const RESENT_TOO_SOON =
  'A verification link was sent less than a minute ago. Check your inbox, or try again in a minute.';

/** The user item's fields of a verification link, removed when it is used or the address changes. */
export const VERIFICATION_TOKEN_FIELDS = ['emailVerificationTokenHash', 'emailVerificationTokenExpiresAt'] as const;

/**
 * Queue the verification mail of an account whose address is not verified (a registration, a new
 * address). The worker issues the token (sendVerificationMail). The account is saved by then, so a
 * mail that cannot be queued is logged, never fails the request: the user asks again from the profile.
 */
export async function queueVerificationMail(userId: string): Promise<void> {
  try {
    await queueMail({ kind: 'email-verification', userId });
  } catch (error) {
    logger.error('Verification mail not queued', { userId, error });
  }
}

/**
 * A signed-in user asks for a new link: nothing when the address is verified already; otherwise at
 * most one per EMAIL_VERIFICATION_RESEND_SECONDS (a conditional write of the time asked, so parallel
 * requests queue one mail), then the mail is queued (a failure to queue is the answer: nothing was sent).
 */
export async function resendVerificationMail(user: UserItem, now = Date.now()): Promise<'sent' | 'already-verified'> {
  if (isEmailVerified(user)) return 'already-verified';
  const earliest = new Date(now - RESEND_MS).toISOString();
  try {
    await User.patch({ userId: user.userId })
      .set({ emailVerificationSentAt: new Date(now).toISOString() })
      .where(
        ({ emailVerificationSentAt }, { notExists, lte }) =>
          `${notExists(emailVerificationSentAt)} OR ${lte(emailVerificationSentAt, earliest)}`,
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const sentAt = Date.parse(user.emailVerificationSentAt ?? '') || now;
    const retryAfterSeconds = Math.min(
      EMAIL_VERIFICATION_RESEND_SECONDS,
      Math.max(1, Math.ceil((sentAt + RESEND_MS - now) / 1000)),
    );
    throw new RateLimitedError(RESENT_TOO_SOON, { retryAfterSeconds });
  }
  await queueMail({ kind: 'email-verification', userId: user.userId });
  return 'sent';
}

/**
 * The mail worker's half: when the account exists, is not deleted and is still unverified, store a
 * new link's hash (replacing any earlier one) on the condition that the address is the one read, and
 * mail the link to it. A mail that cannot be sent throws, so the queue retries it (each attempt
 * issues a fresh link: only the one in the mail that arrives works).
 */
export async function sendVerificationMail(userId: string): Promise<'sent' | 'not-needed'> {
  const user = await getUser(userId);
  if (!user || user.isDeleted || isEmailVerified(user)) return 'not-needed';
  const { token, hash } = newLinkToken();
  try {
    await User.patch({ userId })
      .set({
        emailVerificationTokenHash: hash,
        emailVerificationTokenExpiresAt: new Date(Date.now() + LIFETIME_MS).toISOString(),
      })
      .where(({ normalizedEmail }, { eq }) => eq(normalizedEmail, user.normalizedEmail))
      .go();
  } catch (error) {
    // The address changed meanwhile: that change queued the mail of the new one.
    if (isConditionFailure(error)) return 'not-needed';
    throw error;
  }
  await sendLinkMail(user, {
    subject: 'Verify your e-mail address',
    intro: `Please confirm that ${user.email} is your address by opening this link within ${EMAIL_VERIFICATION_LIFETIME_HOURS} hours:`,
    link: `${config.siteUrl}/verify-email?token=${encodeURIComponent(`${userId}.${token}`)}`,
    closing: [
      'Until then you can sign in and edit your profile, but not create documents or projects.',
      'If you did not make an account with this address, ignore this mail.',
    ],
  });
  return 'sent';
}

/**
 * Verify an address with the link's token: `LINK_INVALID` unless it names an account whose stored
 * hash it matches, `LINK_EXPIRED` after its hours. The hash is removed in the same conditional update
 * that marks the address verified (single use, even under concurrent clicks).
 */
export async function verifyEmail(linkToken: string, context: { userAgent?: string } = {}): Promise<void> {
  const dot = linkToken.lastIndexOf('.');
  const secret = linkToken.slice(dot + 1);
  const user = dot > 0 ? await getUser(linkToken.slice(0, dot)) : undefined;
  if (!user || user.isDeleted || !linkTokenMatches(user.emailVerificationTokenHash, secret)) {
    throw new InvalidInputError(LINK_INVALID);
  }
  if (!linkStillValid(user.emailVerificationTokenExpiresAt)) throw new InvalidInputError(LINK_EXPIRED);
  try {
    await User.patch({ userId: user.userId })
      .set({ emailVerified: true, concurrencyStamp: randomUUID(), updatedAt: new Date().toISOString() })
      .remove([...VERIFICATION_TOKEN_FIELDS])
      .where(({ emailVerificationTokenHash }, { eq }) =>
        eq(emailVerificationTokenHash, user.emailVerificationTokenHash ?? ''),
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new InvalidInputError(LINK_INVALID, { cause: error });
    throw error;
  }
  await recordActivity(user.userId, { type: 'email-verified', userAgent: context.userAgent });
}
