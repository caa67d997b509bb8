import { AUTH_STORAGE_KEY } from '#shared/constants.ts';
import {
  readStorageItem,
  removeStorageItem,
  type StorageKind,
  writeStorageItem,
} from '#web/shared/lib/browser-storage.ts';
import { type AuthSession, parseAuthRecord, serializeAuthRecord } from './auth-record';

/** A session and the storage it lives in: localStorage when remembered, else sessionStorage. */
export interface StoredSession {
  session: AuthSession;
  storage: StorageKind;
}

/** Remember-me keeps the session across browser restarts; otherwise it ends with the tab. */
export function storageFor(rememberMe: boolean): StorageKind {
  return rememberMe ? 'localStorage' : 'sessionStorage';
}

/** Persistent storage first, then session storage; the first usable record wins. */
export function pickStoredSession(
  persistent: string | null | undefined,
  session: string | null | undefined,
): StoredSession | undefined {
  const remembered = parseAuthRecord(persistent);
  if (remembered) return { session: remembered, storage: 'localStorage' };
  const current = parseAuthRecord(session);
  return current ? { session: current, storage: 'sessionStorage' } : undefined;
}

/** The stored session, if any. Unusable records are removed so no stray token is sent. */
export function loadStoredSession(): StoredSession | undefined {
  const stored = pickStoredSession(
    readStorageItem('localStorage', AUTH_STORAGE_KEY),
    readStorageItem('sessionStorage', AUTH_STORAGE_KEY),
  );
  if (!stored) clearStoredSession();
  return stored;
}

/** Stores the session in one storage and removes any older one from the other. */
export function saveSession({ session, storage }: StoredSession): void {
  removeStorageItem(storage === 'localStorage' ? 'sessionStorage' : 'localStorage', AUTH_STORAGE_KEY);
  writeStorageItem(storage, AUTH_STORAGE_KEY, serializeAuthRecord(session));
}

export function clearStoredSession(): void {
  removeStorageItem('localStorage', AUTH_STORAGE_KEY);
  removeStorageItem('sessionStorage', AUTH_STORAGE_KEY);
}
