import { ANALYTICS_SESSION_IDLE_MS } from '#shared/constants.ts';

/** What sessionStorage keeps between page views of one visit. */
export interface AnalyticsSession {
  id: string;
  /** Epoch milliseconds of the latest page view. */
  lastSeen: number;
  /**
   * True once the server has answered a view that carried this id: the visitor is counted, so
   * later views leave the id out and cost no conditional write that would fail (a failed
   * conditional write is still a billed write).
   */
  registered?: boolean;
}

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

export const ANALYTICS_SESSION_STORAGE_KEY = 'analytics-session';

/** The server's rule for session ids (shared/validation/analytics.ts). */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const RANDOM_PART_LENGTH = 16;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `<time in base 36>-<16 random base-36 characters>`, e.g. `m3k1x9zq-4f0a9c2b7d1e8g3h`. */
export function createSessionId(now: number, random: RandomSource): string {
  let randomPart = '';
  for (let i = 0; i < RANDOM_PART_LENGTH; i += 1) {
    const index = Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length));
    randomPart += ALPHABET.charAt(Math.max(0, index));
  }
  return `${Math.max(0, Math.floor(now)).toString(36)}-${randomPart}`;
}

/** The stored session, or undefined when nothing usable is stored. */
export function parseStoredSession(stored: string | null | undefined): AnalyticsSession | undefined {
  if (!stored) return undefined;
  try {
    const { id, lastSeen, registered } = JSON.parse(stored) as Partial<AnalyticsSession>;
    if (typeof id !== 'string' || !SESSION_ID_PATTERN.test(id)) return undefined;
    if (typeof lastSeen !== 'number' || !Number.isFinite(lastSeen)) return undefined;
    return registered === true ? { id, lastSeen, registered } : { id, lastSeen };
  } catch {
    return undefined;
  }
}

export interface SessionUpdate {
  session: AnalyticsSession;
  /** True when a new session began: none was stored, it was unreadable, or it sat idle too long. */
  started: boolean;
}

/** The session for a page view at `now`: the stored one, touched, unless it is missing or idle too long. */
export function nextAnalyticsSession(input: {
  now: number;
  stored: string | null | undefined;
  random: RandomSource;
  idleMs?: number;
}): SessionUpdate {
  const { now, stored, random, idleMs = ANALYTICS_SESSION_IDLE_MS } = input;
  const previous = parseStoredSession(stored);
  if (previous && now - previous.lastSeen <= idleMs) {
    return { session: { ...previous, lastSeen: now }, started: false };
  }
  return { session: { id: createSessionId(now, random), lastSeen: now }, started: true };
}
