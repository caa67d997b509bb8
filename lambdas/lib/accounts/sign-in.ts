import { LOCKOUT_MINUTES } from '#shared/accounts.ts';
import { decoyPasswordHash, verifyPassword } from '../auth/password';
import { InvalidCredentialsError, NotPermittedError } from '../errors';
import { logger } from '../logger';
import { findUserByEmail, getUser } from './accounts';
import { recordActivity } from './activity';
import { demoAccountsEnabled, ensureDemoAccount } from './demo-accounts';
import { lockMinutesRemaining, recordFailedLogin, recordSuccessfulLogin, reserveLoginAttempt } from './login-attempts';
import { startSession } from './sessions';
import type { UserItem } from './user-view';

const INVALID_LOGIN = 'Invalid login attempt';
const ACCOUNT_DELETED = 'This account has been deleted.';

/**
 * Sign in with e-mail and password: a new session and its token. An unknown e-mail and a wrong
 * password are refused alike after the same amount of work. Each attempt is reserved before the
 * password is checked, so a locked account (or one whose five attempts are in flight) is refused
 * without trying the password.
 */
export async function signIn(
  email: string,
  password: string,
  options: { rememberMe?: boolean; userAgent?: string } = {},
): Promise<{ user: UserItem; token: string; expiresAt: Date }> {
  // With demo accounts on (DEMO_ACCOUNTS=true), a demo address is created on its first login.
  const user = (await findUserByEmail(email)) ?? (demoAccountsEnabled() ? await ensureDemoAccount(email) : undefined);
  if (!user) {
    await verifyPassword(password, await decoyPasswordHash());
    throw new InvalidCredentialsError(INVALID_LOGIN);
  }

  const attempts = await reserveLoginAttempt(user);
  if (attempts === undefined) {
    const current = (await getUser(user.userId)) ?? user;
    // Parallel failures may have used up the attempts before the lock is written: still locked.
    const minutes = lockMinutesRemaining(current) || LOCKOUT_MINUTES;
    logger.warn('Login refused: account locked', { userId: user.userId, minutesRemaining: minutes });
    throw new NotPermittedError(`This account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      details: { isLockedOut: true, lockoutEnd: current.lockoutEnd },
    });
  }

  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailedLogin(user, attempts);
    throw new InvalidCredentialsError(INVALID_LOGIN);
  }
  if (user.isDeleted) {
    logger.info('Login refused: account deleted', { userId: user.userId });
    throw new NotPermittedError(ACCOUNT_DELETED, { details: { isDeleted: true } });
  }
  if (user.isActive === false) {
    throw new NotPermittedError('This account is disabled.', { details: { isActive: false } });
  }

  await recordSuccessfulLogin(user);
  const session = await startSession(user.userId, options);
  await recordActivity(user.userId, { type: 'login', userAgent: options.userAgent });
  return { user, ...session };
}
