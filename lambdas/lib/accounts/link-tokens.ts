import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sendMail } from '../mail/send-mail';
import type { UserItem } from './user-view';

/**
 * The secrets of mailed links (password reset, e-mail verification): 32 random bytes, base64url in
 * the link; only their SHA-256 is stored, so a read of the table gives no working link.
 */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new link secret and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/** Whether a link's secret is the one whose hash was stored (compared in constant time). */
export function linkTokenMatches(storedHash: string | undefined, token: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(tokenHash(token));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Mail a link to an account's address: a greeting, what it is for, the link alone on its line, then what else to know. */
export function sendLinkMail(
  user: Pick<UserItem, 'email' | 'firstName'>,
  mail: { subject: string; intro: string; link: string; closing: readonly string[] },
): Promise<void> {
  const text = [`Hello ${user.firstName},`, '', mail.intro, '', mail.link, '', ...mail.closing].join('\n');
  return sendMail({ to: user.email, subject: mail.subject, text });
}

/** Whether a stored expiry (ISO) is still ahead: an absent or unreadable one has passed. */
export const linkStillValid = (expiresAt: string | undefined, now = Date.now()): boolean =>
  expiresAt !== undefined && Date.parse(expiresAt) > now;
