import { AUTH_STORAGE_KEY } from '#shared/constants.ts';
import { parseStoredJson, readStorageItem } from '#web/shared/lib/browser-storage.ts';

/**
 * The bearer token inside a stored auth record (`{ authenticated, authenticatedUser, token }`).
 * Servers may capitalise the names, so `Token` counts too; anything unparsable means no token.
 */
export function extractAuthToken(stored: string | null | undefined): string | undefined {
  const record = parseStoredJson(stored);
  if (typeof record !== 'object' || record === null) return undefined;
  const { token, Token } = record as { token?: unknown; Token?: unknown };
  const value = typeof token === 'string' && token !== '' ? token : Token;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Persistent storage first, then session storage; the first usable token wins. */
export function findAuthToken(persistent: string | null | undefined, session: string | null | undefined) {
  return extractAuthToken(persistent) ?? extractAuthToken(session);
}

export function storedAuthToken(): string | undefined {
  return findAuthToken(
    readStorageItem('localStorage', AUTH_STORAGE_KEY),
    readStorageItem('sessionStorage', AUTH_STORAGE_KEY),
  );
}
