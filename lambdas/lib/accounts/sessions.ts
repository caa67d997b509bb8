import { REMEMBERED_SESSION_DAYS, SESSION_HOURS } from '#shared/accounts.ts';
import { issueToken } from '../auth/tokens';
import { Session } from '../db/entities/session';

const HOUR_MS = 60 * 60 * 1000;

/** Start a session and sign its token: 12 hours, or 30 days with remember-me. */
export async function startSession(
  userId: string,
  options: { rememberMe?: boolean; userAgent?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const lifetime = options.rememberMe ? REMEMBERED_SESSION_DAYS * 24 * HOUR_MS : SESSION_HOURS * HOUR_MS;
  const expiresAt = new Date(Date.now() + lifetime);
  const { token, sessionId } = await issueToken(userId, expiresAt);
  await Session.put({
    userId,
    sessionId,
    rememberMe: options.rememberMe ?? false,
    userAgent: options.userAgent?.slice(0, 256),
    createdAt: new Date().toISOString(),
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  }).go();
  return { token, expiresAt };
}

/** Get a live session by user and session id (TTL deletion can lag, so expiry is checked too). */
export async function getLiveSession(userId: string, sessionId: string) {
  const { data } = await Session.get({ userId, sessionId }).go({ consistent: true });
  if (!data || data.expiresAt * 1000 <= Date.now()) return undefined;
  return data;
}

/** End one session of a user (logout). */
export async function endSession(userId: string, sessionId: string): Promise<void> {
  await Session.delete({ userId, sessionId }).go();
}

/** List every session of a user (one query over the user's partition). */
export async function listSessions(userId: string) {
  const { data } = await Session.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

const MAX_DELETE_ROUNDS = 5;

/**
 * End every session of a user: after a password change or reset, and on deletion. Keys DynamoDB
 * leaves unprocessed (throttling) are sent again, so no session survives silently.
 */
export async function endAllSessions(userId: string): Promise<number> {
  const sessions = await listSessions(userId);
  let keys = sessions.map(({ sessionId }) => ({ userId, sessionId }));
  for (let round = 0; keys.length > 0; round++) {
    if (round === MAX_DELETE_ROUNDS) throw new Error(`Could not end ${keys.length} sessions of ${userId}`);
    const { unprocessed } = await Session.delete(keys).go();
    keys = unprocessed.map(({ sessionId }) => ({ userId, sessionId }));
  }
  return sessions.length;
}
