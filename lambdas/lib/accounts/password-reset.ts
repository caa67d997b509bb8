import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RESET_TOKEN_LIFETIME_MS, RESET_TOKEN_PURPOSE } from '#shared/accounts.ts';
import { hashPassword } from '../auth/password';
import { recordActivity } from './activity';
import { User } from '../db/entities/user';
import { isConditionFailure } from '../db/transactions';
import { HttpError } from '../errors';
import { findUserByEmail } from './accounts';
import { endAllSessions } from './sessions';
import type { UserItem } from './user-view';

export const INVALID_TOKEN = 'Invalid token';
export const EXPIRED_TOKEN = 'Token has expired. Please request a new password reset.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Issues a reset token (1 hour, purpose password_reset); only its hash is stored on the user. */
export async function issueResetToken(user: UserItem): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await User.patch({ userId: user.userId })
    .set({
      forgotPasswordTokenHash: sha256(token),
      forgotPasswordTokenPurpose: RESET_TOKEN_PURPOSE,
      forgotPasswordTokenExpiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS).toISOString(),
    })
    .go();
  return token;
}

function tokenMatches(user: UserItem, token: string): boolean {
  if (!user.forgotPasswordTokenHash || user.forgotPasswordTokenPurpose !== RESET_TOKEN_PURPOSE) return false;
  const expected = Buffer.from(user.forgotPasswordTokenHash);
  const actual = Buffer.from(sha256(token));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Sets a new password with a reset token: `Invalid token` unless it matches the stored hash,
 * the expiry message once it is past its hour. The token is cleared in the same conditional
 * update (single use, even under concurrent resets), the user's activity records the reset, and
 * every session ends.
 */
export async function resetPassword(
  email: string,
  token: string,
  newPassword: string,
  context: { userAgent?: string } = {},
): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || !tokenMatches(user, token)) throw new HttpError(400, INVALID_TOKEN);
  if (!user.forgotPasswordTokenExpiresAt || Date.parse(user.forgotPasswordTokenExpiresAt) <= Date.now()) {
    throw new HttpError(400, EXPIRED_TOKEN);
  }
  const passwordHash = await hashPassword(newPassword);
  try {
    await User.patch({ userId: user.userId })
      .set({ passwordHash, securityStamp: randomBytes(16).toString('hex'), failedLoginAttempts: 0, isLockedOut: false })
      .remove(['forgotPasswordTokenHash', 'forgotPasswordTokenPurpose', 'forgotPasswordTokenExpiresAt', 'lockoutEnd'])
      .where((attributes, { eq }) => eq(attributes.forgotPasswordTokenHash, user.forgotPasswordTokenHash ?? ''))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new HttpError(400, INVALID_TOKEN);
    }
    throw error;
  }
  await recordActivity(user.userId, { type: 'password-reset', userAgent: context.userAgent });
  await endAllSessions(user.userId);
}
