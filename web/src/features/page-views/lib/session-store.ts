import { readStorageItem, writeStorageItem } from '#web/shared/lib/browser-storage.ts';
import { ANALYTICS_SESSION_STORAGE_KEY, nextAnalyticsSession } from './analytics-session';

/** Kept as well when sessionStorage is blocked, so one page load still is one session. */
let inMemory: string | null = null;

function cryptoRandom(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}

/** The session id for a page view now, after touching (or rotating) the stored session. */
export function touchAnalyticsSession(now = Date.now()): string {
  const stored = readStorageItem('sessionStorage', ANALYTICS_SESSION_STORAGE_KEY) ?? inMemory;
  const { session } = nextAnalyticsSession({ now, stored, random: cryptoRandom });
  inMemory = JSON.stringify(session);
  writeStorageItem('sessionStorage', ANALYTICS_SESSION_STORAGE_KEY, inMemory);
  return session.id;
}
