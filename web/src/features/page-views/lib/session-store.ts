import { readStorageItem, writeStorageItem } from '#web/shared/lib/browser-storage.ts';
import {
  ANALYTICS_SESSION_STORAGE_KEY,
  type AnalyticsSession,
  nextAnalyticsSession,
  parseStoredSession,
} from './analytics-session';

/** Kept as well when sessionStorage is blocked, so one page load still is one session. */
let inMemory: string | null = null;

function cryptoRandom(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}

const readStored = () => readStorageItem('sessionStorage', ANALYTICS_SESSION_STORAGE_KEY) ?? inMemory;

function store(session: AnalyticsSession): void {
  inMemory = JSON.stringify(session);
  writeStorageItem('sessionStorage', ANALYTICS_SESSION_STORAGE_KEY, inMemory);
}

/** The session for a page view now, after touching (or rotating) the stored session. */
export function touchAnalyticsSession(now = Date.now()): AnalyticsSession {
  const { session } = nextAnalyticsSession({ now, stored: readStored(), random: cryptoRandom });
  store(session);
  return session;
}

/** Remembers that the server has counted session `id` (unless the stored session changed since). */
export function markAnalyticsSessionRegistered(id: string): void {
  const session = parseStoredSession(readStored());
  if (session?.id === id && !session.registered) store({ ...session, registered: true });
}
