import type { LoginResponse } from '../../shared/accounts';
import { loginSchema } from '../../shared/validation/accounts';
import { findUserByEmail } from '../lib/accounts/accounts';
import { demoAccountsEnabled, ensureDemoAccount } from '../lib/accounts/demo-accounts';
import { lockMinutesRemaining, recordFailedLogin, recordSuccessfulLogin } from '../lib/accounts/login-attempts';
import { startSession } from '../lib/accounts/sessions';
import { toAuthenticatedUser } from '../lib/accounts/user-view';
import { decoyPasswordHash, verifyPassword } from '../lib/auth/password';
import { HttpError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { logger } from '../lib/logger';

export const INVALID_LOGIN = 'Invalid login attempt';
export const ACCOUNT_DELETED = 'This account has been deleted.';

/**
 * `POST /api/auth/login`. An unknown e-mail and a wrong password get the same 401 after the same
 * amount of work; a locked account is refused before its password is checked.
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

  const minutesLocked = lockMinutesRemaining(user);
  if (minutesLocked > 0) {
    logger.warn('Login refused: account locked', { userId: user.userId, minutesRemaining: minutesLocked });
    throw new HttpError(
      403,
      `This account is locked. Try again in ${minutesLocked} minute${minutesLocked === 1 ? '' : 's'}.`,
      {
        details: { isLockedOut: true, lockoutEnd: user.lockoutEnd },
      },
    );
  }

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordFailedLogin(user);
    throw new HttpError(401, INVALID_LOGIN);
  }
  if (user.isDeleted) {
    logger.info('Login refused: account deleted', { userId: user.userId });
    throw new HttpError(403, ACCOUNT_DELETED, { details: { isDeleted: true } });
  }
  if (user.isActive === false) throw new HttpError(403, 'This account is disabled.', { details: { isActive: false } });

  await recordSuccessfulLogin(user);
  const { token, expiresAt } = await startSession(user.userId, user.roles ?? [], {
    rememberMe: input.rememberMe,
    userAgent: event.headers['user-agent'],
  });
  const answer: LoginResponse = {
    token,
    authenticatedUser: toAuthenticatedUser(user),
    authenticated: true,
    expiresAt: expiresAt.toISOString(),
  };
  return ok(answer);
};
