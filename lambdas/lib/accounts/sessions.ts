import {
  REMEMBERED_SESSION_DAYS,
  SESSION_HOURS,
  SESSION_LAST_USED_INTERVAL_MS,
  type SessionList,
  type SessionSummary,
} from '#shared/accounts.ts';
import { issueToken } from '../auth/tokens';
import { Session } from '../db/entities/session';
import { conditionally, isConditionFailure } from '../db/transactions';
import { logger } from '../logger';

const HOUR_MS = 60 * 60 * 1000;

export type SessionItem = NonNullable<Awaited<ReturnType<ReturnType<typeof Session.get>['go']>>['data']>;

/** Start a session and sign its token: 12 hours, or 30 days with remember-me. */
export async function startSession(
  userId: string,
  options: { rememberMe?: boolean; userAgent?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const lifetime = options.rememberMe ? REMEMBERED_SESSION_DAYS * 24 * HOUR_MS : SESSION_HOURS * HOUR_MS;
  const expiresAt = new Date(Date.now() + lifetime);
  const { token, sessionId } = await issueToken(userId, expiresAt);
  const now = new Date().toISOString();
  await Session.put({
    userId,
    sessionId,
    rememberMe: options.rememberMe ?? false,
    userAgent: options.userAgent?.slice(0, 256),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  }).go();
  return { token, expiresAt };
}

const isLive = (session: SessionItem, now = Date.now()) => session.expiresAt * 1000 > now;

/** Get a live session by user and session id (TTL deletion can lag, so expiry is checked too). */
export async function getLiveSession(userId: string, sessionId: string): Promise<SessionItem | undefined> {
  const { data } = await Session.get({ userId, sessionId }).go({ consistent: true });
  if (!data || !isLive(data)) return undefined;
  return data;
}

/**
 * Keep `lastUsedAt` of a session that a request just used, writing at most once per 5 minutes:
 * nothing when the stored time is recent, else one UpdateItem conditional on the stored time still
 * being older than that (so parallel requests write it once) and on the session still existing
 * (patch: an ended session is not brought back). Never throws: a failed write must not fail the
 * request, it only leaves the time a little older.
 */
export async function keepSessionLastUsed(session: SessionItem, now = Date.now()): Promise<void> {
  const lastUsed = Date.parse(session.lastUsedAt ?? session.createdAt);
  if (now - lastUsed < SESSION_LAST_USED_INTERVAL_MS) return;
  const staleBefore = new Date(now - SESSION_LAST_USED_INTERVAL_MS).toISOString();
  try {
    await Session.patch({ userId: session.userId, sessionId: session.sessionId })
      .set({ lastUsedAt: new Date(now).toISOString() })
      .where(
        (attributes, { lt, notExists }) =>
          `${notExists(attributes.lastUsedAt)} OR ${lt(attributes.lastUsedAt, staleBefore)}`,
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return;
    logger.warn('Session lastUsedAt not updated', { userId: session.userId, error });
  }
}

/** End one session of a user (logout). */
export async function endSession(userId: string, sessionId: string): Promise<void> {
  await Session.delete({ userId, sessionId }).go();
}

/**
 * End one live session of a user, by its id: false when the user has no live session of that id
 * (never one of someone else: the key is the user's own partition). The delete is conditional on
 * the session existing and not having expired, so an expired item TTL has not removed yet is not
 * reported as ended.
 */
export async function endOwnSession(userId: string, sessionId: string): Promise<boolean> {
  return conditionally(() =>
    Session.remove({ userId, sessionId })
      .where((attributes, { gt }) => gt(attributes.expiresAt, Math.floor(Date.now() / 1000)))
      .go(),
  );
}

/** List every session of a user (one query over the user's partition). */
export async function listSessions(userId: string): Promise<SessionItem[]> {
  const { data } = await Session.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** List the live sessions of a user, newest first (one query; expired items TTL has not removed yet are left out). */
async function listLiveSessions(userId: string): Promise<SessionItem[]> {
  const now = Date.now();
  return (await listSessions(userId))
    .filter((session) => isLive(session, now))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.sessionId.localeCompare(a.sessionId));
}

function toSessionSummary(session: SessionItem, currentSessionId: string | undefined): SessionSummary {
  const summary: SessionSummary = {
    id: session.sessionId,
    createdAt: session.createdAt,
    lastUsedAt: session.lastUsedAt ?? session.createdAt,
    expiresAt: new Date(session.expiresAt * 1000).toISOString(),
    current: session.sessionId === currentSessionId,
  };
  if (session.userAgent) summary.userAgent = session.userAgent;
  return summary;
}

/** The signed-in devices of a user (`GET /auth/sessions`): live sessions, newest first, the caller's marked. */
export async function listSignedInDevices(userId: string, currentSessionId: string | undefined): Promise<SessionList> {
  const sessions = await listLiveSessions(userId);
  return { sessions: sessions.map((session) => toSessionSummary(session, currentSessionId)) };
}

const MAX_DELETE_ROUNDS = 5;

/** Delete sessions by key; keys DynamoDB leaves unprocessed (throttling) are sent again. */
async function deleteSessions(userId: string, sessionIds: readonly string[]): Promise<void> {
  let keys = sessionIds.map((sessionId) => ({ userId, sessionId }));
  for (let round = 0; keys.length > 0; round++) {
    if (round === MAX_DELETE_ROUNDS) throw new Error(`Could not end ${keys.length} sessions of ${userId}`);
    const { unprocessed } = await Session.delete(keys).go();
    keys = unprocessed.map(({ sessionId }) => ({ userId, sessionId }));
  }
}

/**
 * End every session of a user: after a password change or reset, on deletion, and when an admin
 * ends them all. No session survives silently. Answers how many were live.
 */
export async function endAllSessions(userId: string): Promise<number> {
  const sessions = await listSessions(userId);
  await deleteSessions(
    userId,
    sessions.map(({ sessionId }) => sessionId),
  );
  const now = Date.now();
  return sessions.filter((session) => isLive(session, now)).length;
}

/** End every session of a user but one (the caller's): "sign out everywhere else". Answers how many live ones ended. */
export async function endOtherSessions(userId: string, keepSessionId: string): Promise<number> {
  const others = (await listSessions(userId)).filter(({ sessionId }) => sessionId !== keepSessionId);
  await deleteSessions(
    userId,
    others.map(({ sessionId }) => sessionId),
  );
  const now = Date.now();
  return others.filter((session) => isLive(session, now)).length;
}
