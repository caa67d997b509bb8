import { createHash } from 'node:crypto';
import { parseUserAgent } from '#shared/user-agent.ts';
import { SignInBrowser } from '../db/entities/sign-in-browser';
import { isConditionFailure } from '../db/transactions';
import { logger } from '../logger';
import { notifySecurityEvent } from './security-mail';
import type { UserItem } from './user-view';

/**
 * The key of a browser: a hash of its readable browser and system names, so a browser update
 * (a new version number) is the same browser and the raw User-Agent is not kept.
 */
function browserKey(userAgent: string | undefined): string {
  const { browser = 'unknown', os = 'unknown' } = parseUserAgent(userAgent);
  return createHash('sha256').update(`${browser}|${os}`.toLowerCase()).digest('base64url').slice(0, 22);
}

/** 'first': the account's first remembered browser; 'known': seen before; 'new': a new one (mailed). */
export type SignInBrowserOutcome = 'first' | 'known' | 'new';

/**
 * Remember the browser of a successful sign-in, and mail the account when it is one the account
 * has not signed in from before. Called after every sign-in that starts a session (password, and
 * passkey). One conditional PutItem (browser key not yet stored) tells known from new without a
 * read-then-write race; only for a new key, one Query (limit 2) tells whether it is the account's
 * first: the first browser ever (the sign-in right after registering, or an account's first
 * sign-in after this feature shipped) is remembered silently, since no earlier browser exists to
 * warn about. Never throws: the sign-in has happened, a failure is logged.
 */
export async function recordSignInBrowser(
  user: Pick<UserItem, 'userId' | 'email' | 'firstName'>,
  userAgent: string | undefined,
  at = new Date(),
): Promise<SignInBrowserOutcome | undefined> {
  try {
    try {
      await SignInBrowser.create({
        userId: user.userId,
        browserKey: browserKey(userAgent),
        firstSeenAt: at.toISOString(),
      }).go();
    } catch (error) {
      if (isConditionFailure(error)) return 'known';
      throw error;
    }
    const { data } = await SignInBrowser.query.byUser({ userId: user.userId }).go({ limit: 2 });
    if (data.length < 2) return 'first';
    await notifySecurityEvent(user, { kind: 'new-browser-sign-in', at, userAgent });
    return 'new';
  } catch (error) {
    logger.error('Sign-in browser not recorded', { userId: user.userId, error });
    return undefined;
  }
}

/**
 * The browsers an account has signed in from, for the data export: each one's key (the hash, which
 * is all that is stored) and when it was first seen.
 */
export async function listSignInBrowsers(userId: string): Promise<Array<{ browserKey: string; firstSeenAt: string }>> {
  const { data } = await SignInBrowser.query.byUser({ userId }).go({ pages: 'all' });
  return data
    .map(({ browserKey, firstSeenAt }) => ({ browserKey, firstSeenAt }))
    .sort((a, b) => a.firstSeenAt.localeCompare(b.firstSeenAt));
}
