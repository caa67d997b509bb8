import { useCallback, useEffect, useRef, useState } from 'react';
import { parseStoredJson, readStorageItem, removeStorageItem, writeStorageItem } from './browser-storage';

/** Text typed into a form that the server does not have yet, kept in this browser. */
export interface LocalCopy<Value> {
  /** When it was typed (ISO). */
  savedAt: string;
  value: Value;
}

const PREFIX = 'unsaved:';
/** Written this long after the last change, so a long text is not written at every keystroke. */
const WRITE_DELAY_MS = 300;

/** The copy kept under `key` (per item: `post:<id>`; per new item: `post:new`), if any. */
export function readLocalCopy<Value>(key: string): LocalCopy<Value> | undefined {
  const stored = parseStoredJson(readStorageItem('localStorage', PREFIX + key));
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { savedAt, value } = stored as Partial<LocalCopy<Value>>;
  return typeof savedAt === 'string' && value !== undefined ? { savedAt, value } : undefined;
}

export function writeLocalCopy<Value>(key: string, value: Value, savedAt = new Date().toISOString()): void {
  writeStorageItem('localStorage', PREFIX + key, JSON.stringify({ savedAt, value } satisfies LocalCopy<Value>));
}

export function removeLocalCopy(key: string): void {
  removeStorageItem('localStorage', PREFIX + key);
}

/**
 * Whether a kept copy should be offered when its form opens: it differs from what the server has,
 * and it was typed after the server's last save (or the item is new). An older copy was typed
 * before a save that came later, so the server has moved past it.
 */
export function isOfferable<Value>(
  copy: LocalCopy<Value> | undefined,
  server: { value: Value; savedAt?: string },
): copy is LocalCopy<Value> {
  if (!copy) return false;
  if (JSON.stringify(copy.value) === JSON.stringify(server.value)) return false;
  return server.savedAt === undefined || Date.parse(copy.savedAt) > Date.parse(server.savedAt);
}

interface LocalCopyOptions<Value> {
  /** Whether the form holds text the server does not have. */
  dirty: boolean;
  /** What the server has, to compare a kept copy with when the form opens. */
  server: { value: Value; savedAt?: string };
}

/**
 * Keeps the form's unsaved value in this browser under `key` until the server has it (`dirty`
 * turns false), so a closed tab, a reload or a crash loses nothing. When the form opens with a
 * kept copy worth offering (isOfferable), `offer` holds it and nothing is written or removed until
 * the editor answers: `accept` (the form takes the value it returns) or `dismiss` (the copy goes).
 */
export function useLocalCopy<Value>(key: string, value: Value, { dirty, server }: LocalCopyOptions<Value>) {
  const [offer, setOffer] = useState<LocalCopy<Value> | undefined>(() => {
    const copy = readLocalCopy<Value>(key);
    if (isOfferable(copy, server)) return copy;
    if (copy) removeLocalCopy(key);
    return undefined;
  });
  const pending = useRef(offer !== undefined);
  pending.current = offer !== undefined;

  const offered = offer !== undefined;
  // Runs again when the offer is answered: text typed while it waited is kept from then on.
  useEffect(() => {
    if (offered) return;
    if (!dirty) {
      removeLocalCopy(key);
      return;
    }
    const timer = setTimeout(() => writeLocalCopy(key, value), WRITE_DELAY_MS);
    // Leaving the page before the delay ends still keeps the text.
    const now = () => writeLocalCopy(key, value);
    window.addEventListener('pagehide', now);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', now);
    };
  }, [key, value, dirty, offered]);

  // An unmount with unsaved text (a link followed after "Leave") writes it at once.
  const last = useRef({ key, value, dirty });
  last.current = { key, value, dirty };
  useEffect(
    () => () => {
      if (!pending.current && last.current.dirty) writeLocalCopy(last.current.key, last.current.value);
    },
    [],
  );

  const accept = useCallback((): Value | undefined => {
    const taken = offer?.value;
    setOffer(undefined);
    return taken;
  }, [offer]);

  const dismiss = useCallback(() => {
    removeLocalCopy(key);
    setOffer(undefined);
  }, [key]);

  return { offer, accept, dismiss, clear: useCallback(() => removeLocalCopy(key), [key]) };
}
