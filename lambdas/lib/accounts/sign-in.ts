import { decoyPasswordHash, verifyPassword } from '../auth/password';
import { InvalidCredentialsError, NotPermittedError, RateLimitedError } from '../errors';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { recordActivity } from './activity';
import { demoAccountsEnabled, ensureDemoAccount } from './demo-accounts';
import {
  LOGIN_BUSY_RETRY_SECONDS,
  type LoginReservation,
  recordFailedLogin,
  recordSuccessfulLogin,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-attempts';
import { startSession } from './sessions';
import { recordSignInBrowser } from './sign-in-browsers';
import type { UserItem } from './user-view';
import { findUserByEmail } from './users';

const INVALID_LOGIN = 'Invalid login attempt';
const ACCOUNT_DELETED = 'This account has been deleted.';
export const SIGN_IN_BUSY = 'Too many sign-in attempts are in progress for this account. Try again in a few seconds.';

/** What a sign-in answers: the user, the session's token and its end. */
export interface SignedIn {
  user: UserItem;
  token: string;
  expiresAt: Date;
}

export interface SignInOptions {
  rememberMe?: boolean;
  userAgent?: string;
}

/**
 * Proves who the caller is while an attempt slot is held: `true` signs in, `false` is a wrong
 * secret (counted towards the lock), and a thrown error is answered as it is with the slot given
 * back uncounted (a passkey assertion that does not verify cannot be a guess that ever succeeds).
 */
export type IdentityCheck = () => Promise<boolean>;

/**
 * Sign in with e-mail and password: a new session and its token. An unknown e-mail and a wrong
 * password are refused alike after the same amount of work. Each attempt is reserved before the
 * password is checked (lambdas/lib/accounts/login-attempts.ts), so a locked account is refused
 * without trying the password, and at most five wrong passwords are ever tried before the lock.
 * Only a lock with a `lockoutEnd` still ahead answers "locked"; five attempts in flight answer
 * "busy, try again in a few seconds" (429).
 */
export async function signIn(email: string, password: string, options: SignInOptions = {}): Promise<SignedIn> {
  // With demo accounts on (DEMO_ACCOUNTS=true), a demo address is created on its first login.
  const user = (await findUserByEmail(email)) ?? (demoAccountsEnabled() ? await ensureDemoAccount(email) : undefined);
  if (!user) {
    await verifyPassword(password, await decoyPasswordHash());
    countMetric('FailedSignIns');
    throw new InvalidCredentialsError(INVALID_LOGIN);
  }
  return signInChecked(user, () => verifyPassword(password, user.passwordHash), options);
}

/**
 * The one sign-in path after the account is known, for a password and a passkey alike: the
 * attempt is reserved (a locked account is refused before `check` runs, five in flight answer
 * 429), `check` proves the caller, a deleted or disabled account is refused, and the session
 * starts (remember-me as asked) with its activity event.
 */
export async function signInChecked(
  user: UserItem,
  check: IdentityCheck,
  options: SignInOptions = {},
): Promise<SignedIn> {
  const reservation = await reserveLoginAttempt(user);
  if ('reason' in reservation) {
    if (reservation.reason === 'busy') {
      logger.warn('Login refused: attempts in flight', { userId: user.userId });
      throw new RateLimitedError(SIGN_IN_BUSY, { retryAfterSeconds: LOGIN_BUSY_RETRY_SECONDS });
    }
    const { minutes, user: current } = reservation;
    logger.warn('Login refused: account locked', { userId: user.userId, minutesRemaining: minutes });
    throw new NotPermittedError(`This account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      details: { isLockedOut: true, lockoutEnd: current.lockoutEnd },
    });
  }
  return checkIdentity(user, check, reservation, options);
}

/** The identity check under a reservation; the slot is always settled: failed, succeeded or given back. */
async function checkIdentity(
  user: UserItem,
  check: IdentityCheck,
  reservation: LoginReservation,
  options: SignInOptions,
): Promise<SignedIn> {
  let settled = false;
  try {
    if (!(await check())) {
      settled = true;
      await recordFailedLogin(reservation);
      countMetric('FailedSignIns');
      throw new InvalidCredentialsError(INVALID_LOGIN);
    }
    if (user.isDeleted) {
      logger.info('Login refused: account deleted', { userId: user.userId });
      throw new NotPermittedError(ACCOUNT_DELETED, { details: { isDeleted: true } });
    }
    if (user.isActive === false) {
      throw new NotPermittedError('This account is disabled.', { details: { isActive: false } });
    }
    settled = true;
    await recordSuccessfulLogin(reservation);
  } finally {
    if (!settled) await releaseLoginAttempt(reservation);
  }
  return completeSignIn(user, options);
}

/**
 * What every way of signing in does once the account is allowed in (password here, and passkeys):
 * a new session, the sign-in in the user's activity, and the browser remembered (mailing the
 * account when it is new: `recordSignInBrowser`).
 */
async function completeSignIn(
  user: UserItem,
  options: { rememberMe?: boolean; userAgent?: string } = {},
): Promise<{ user: UserItem; token: string; expiresAt: Date }> {
  const session = await startSession(user.userId, options);
  await recordActivity(user.userId, { type: 'login', userAgent: options.userAgent });
  await recordSignInBrowser(user, options.userAgent);
  countMetric('SignIns');
  return { user, ...session };
}
