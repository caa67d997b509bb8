import type { ConsentRecord } from './consent-record';

/** A fixed storage key in localStorage, with a sessionStorage backup. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** In sessionStorage for the rest of the visit when the banner is closed without a choice (defaults kept). */
export const CONSENT_DISMISSED_KEY = 'cookie-consent-dismissed';

/** The parts of the Web Storage API used here, so tests can pass plain objects. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ConsentStorages {
  local: KeyValueStorage | undefined;
  session: KeyValueStorage | undefined;
}

function tryRead(storage: KeyValueStorage | undefined): string | null | undefined {
  if (!storage) return undefined;
  try {
    return storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

/** The stored JSON (localStorage first, then the backup); undefined when none; warns when storage is unavailable. */
export function loadStoredConsent(storages: ConsentStorages, warn: (message: string) => void): unknown {
  const local = tryRead(storages.local);
  const session = tryRead(storages.session);
  if (local === undefined && session === undefined) {
    warn('Storage is unavailable: cookie consent is not loaded.');
    return undefined;
  }
  const raw = local ?? session;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return { invalid: raw };
  }
}

/** Writes to both storages; false (with a warning) when neither accepts it. */
export function saveStoredConsent(
  storages: ConsentStorages,
  record: ConsentRecord,
  warn: (message: string) => void,
): boolean {
  const value = JSON.stringify(record);
  let saved = false;
  for (const storage of [storages.local, storages.session]) {
    if (!storage) continue;
    try {
      storage.setItem(CONSENT_STORAGE_KEY, value);
      saved = true;
    } catch {
      // Tried the other one.
    }
  }
  if (!saved) warn('Storage is unavailable: cookie consent is not saved.');
  return saved;
}

export function clearStoredConsent(storages: ConsentStorages): void {
  for (const storage of [storages.local, storages.session]) {
    try {
      storage?.removeItem(CONSENT_STORAGE_KEY);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  }
}

/** Whether the banner was closed without a choice during this visit. */
export function wasBannerDismissed(storages: ConsentStorages): boolean {
  try {
    return storages.session?.getItem(CONSENT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function markBannerDismissed(storages: ConsentStorages): void {
  try {
    storages.session?.setItem(CONSENT_DISMISSED_KEY, '1');
  } catch {
    // Without storage the banner only stays closed until the next reload.
  }
}

/**
 * Resetting the cookie choices: forgets the stored consent (both copies) and a dismissal of the
 * banner, so that the defaults apply again and the banner asks again, now and after a reload.
 */
export function resetStoredConsent(storages: ConsentStorages): void {
  clearStoredConsent(storages);
  try {
    storages.session?.removeItem(CONSENT_DISMISSED_KEY);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** The browser's storages; a getter that throws (blocked cookies) counts as unavailable. */
export function browserStorages(): ConsentStorages {
  const pick = (kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined => {
    try {
      return globalThis[kind] ?? undefined;
    } catch {
      return undefined;
    }
  };
  return { local: pick('localStorage'), session: pick('sessionStorage') };
}
