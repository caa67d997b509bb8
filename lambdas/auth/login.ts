import { LOCKOUT_MINUTES, type LoginResponse } from '#shared/accounts.ts';
import { loginSchema } from '#shared/validation/accounts.ts';
import { findUserByEmail, getUser } from '../lib/accounts/accounts';
import { demoAccountsEnabled, ensureDemoAccount } from '../lib/accounts/demo-accounts';
import {
  lockMinutesRemaining,
  recordFailedLogin,
  recordSuccessfulLogin,
  reserveLoginAttempt,
} from '../lib/accounts/login-attempts';
import { startSession } from '../lib/accounts/sessions';
import { toAuthenticatedUser } from '../lib/accounts/user-view';
import { decoyPasswordHash, verifyPassword } from '../lib/auth/password';
import { recordActivity } from '../lib/accounts/activity';
import { HttpError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { logger } from '../lib/logger';

export const INVALID_LOGIN = 'Invalid login attempt';
export const ACCOUNT_DELETED = 'This account has been deleted.';

/**
 * `POST /api/auth/login`. An unknown e-mail and a wrong password get the same 401 after the same
 * amount of work. Each attempt is reserved before the password is checked, so a locked account
 * (or one whose five attempts are in flight) is refused without trying the password.
 */
export const login: RouteHandler = async ({ body, event }) => {
  const input = validate(loginSchema, body);
  // With demo accounts on (DEMO_ACCOUNTS=true), a demo address is created on its first login.
  const user =
    (await findUserByEmail(input.email)) ?? (demoAccountsEnabled() ? await ensureDemoAccount(input.email) : undefined);
  if (!user) {
    await verifyPassword(input.password, await decoyPasswordHash());
    throw new HttpError(401, INVALID_LOGIN);
  }

  const attempts = await reserveLoginAttempt(user);
  if (attempts === undefined) {
    const current = (await getUser(user.userId)) ?? user;
    // Parallel failures may have used up the attempts before the lock is written: still locked.
    const minutes = lockMinutesRemaining(current) || LOCKOUT_MINUTES;
    logger.warn('Login refused: account locked', { userId: user.userId, minutesRemaining: minutes });
    throw new HttpError(403, `This account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      details: { isLockedOut: true, lockoutEnd: current.lockoutEnd },
    });
  }

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordFailedLogin(user, attempts);
    throw new HttpError(401, INVALID_LOGIN);
  }
  if (user.isDeleted) {
    logger.info('Login refused: account deleted', { userId: user.userId });
    throw new HttpError(403, ACCOUNT_DELETED, { details: { isDeleted: true } });
  }
  if (user.isActive === false) throw new HttpError(403, 'This account is disabled.', { details: { isActive: false } });

  await recordSuccessfulLogin(user);
  const { token, expiresAt } = await startSession(user.userId, {
    rememberMe: input.rememberMe,
    userAgent: event.headers['user-agent'],
  });
  await recordActivity(user.userId, { type: 'login', userAgent: event.headers['user-agent'] });
  const answer: LoginResponse = {
    token,
    authenticatedUser: toAuthenticatedUser(user),
    authenticated: true,
    expiresAt: expiresAt.toISOString(),
  };
  return ok(answer);
};
