import { isRecord, readField } from '#web/shared/lib/record-fields.ts';
import { type AuthSession, normalizeAuthenticatedUser, readToken } from './auth-record';

export const MISSING_TOKEN_MESSAGE = 'Invalid response from server: missing authentication token';
export const MISSING_USER_MESSAGE = 'Invalid response from server: missing user data';

/** A login (or password change) answer without the token or the user it must carry. */
export class InvalidLoginResponseError extends Error {
  override name = 'InvalidLoginResponseError';
}

/**
 * The session in a `LoginResponse`, whose names may be capitalised (`Token`, `AuthenticatedUser`).
 * Throws with `MISSING_TOKEN_MESSAGE` or `MISSING_USER_MESSAGE` when the token or the user is missing.
 */
export function sessionFromLoginResponse(body: unknown): AuthSession {
  const record = isRecord(body) ? body : {};
  const token = readToken(record);
  if (!token) throw new InvalidLoginResponseError(MISSING_TOKEN_MESSAGE);
  const user = normalizeAuthenticatedUser(readField(record, 'authenticatedUser'));
  if (!user) throw new InvalidLoginResponseError(MISSING_USER_MESSAGE);
  return { token, user };
}
