export type StorageKind = 'localStorage' | 'sessionStorage';

/**
 * Web storage can be missing (no DOM) or throw on access (blocked cookies, private mode), so
 * every read and write goes through these and degrades to "nothing stored".
 */
export function readStorageItem(kind: StorageKind, key: string): string | null {
  try {
    return globalThis[kind]?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A stored JSON value; undefined when nothing is stored or it does not parse. */
export function parseStoredJson(stored: string | null | undefined): unknown {
  if (!stored) return undefined;
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

export function writeStorageItem(kind: StorageKind, key: string, value: string): boolean {
  try {
    const storage = globalThis[kind];
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorageItem(kind: StorageKind, key: string): void {
  try {
    globalThis[kind]?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
