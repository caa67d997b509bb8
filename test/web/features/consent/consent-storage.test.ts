import { describe, expect, it, vi } from 'vitest';
import { defaultConsent } from '#web/features/consent/lib/consent-record.ts';
import {
  CONSENT_STORAGE_KEY,
  clearStoredConsent,
  type KeyValueStorage,
  loadStoredConsent,
  saveStoredConsent,
} from '#web/features/consent/lib/consent-storage.ts';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const blocked: KeyValueStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

const record = defaultConsent(Date.UTC(2026, 0, 1), () => 0.25);

describe('consent storage', () => {
  it('saves under the fixed key in localStorage with a sessionStorage backup, and clears both', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const warn = vi.fn();
    expect(saveStoredConsent({ local, session }, record, warn)).toBe(true);
    expect(CONSENT_STORAGE_KEY).toBe('cookie-consent');
    expect(JSON.parse(local.items.get(CONSENT_STORAGE_KEY) ?? '')).toEqual(record);
    expect(session.items.get(CONSENT_STORAGE_KEY)).toBe(local.items.get(CONSENT_STORAGE_KEY));
    expect(loadStoredConsent({ local, session }, warn)).toEqual(record);
    clearStoredConsent({ local, session });
    expect(local.items.size + session.items.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the sessionStorage backup when localStorage holds nothing', () => {
    const session = memoryStorage();
    session.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    expect(loadStoredConsent({ local: memoryStorage(), session }, vi.fn())).toEqual(record);
  });

  it('warns and saves nothing when storage is unavailable', () => {
    const warn = vi.fn();
    expect(saveStoredConsent({ local: blocked, session: undefined }, record, warn)).toBe(false);
    expect(loadStoredConsent({ local: blocked, session: undefined }, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/storage is unavailable/i);
  });
});
