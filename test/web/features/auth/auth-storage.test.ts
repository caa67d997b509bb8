import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '#shared/constants.ts';
import {
  clearStoredSession,
  loadStoredSession,
  pickStoredSession,
  saveSession,
  storageFor,
} from '#web/features/auth/lib/auth-storage.ts';

const user = { id: 'u1', email: 'jane@example.com', userName: 'jane', firstName: 'Jane', lastName: 'Doe', roles: [] };
const record = (token: string) => JSON.stringify({ authenticated: true, authenticatedUser: user, token });

/** A Web Storage stand-in backed by a Map. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('which stored session wins on start', () => {
  it('reads persistent storage first', () => {
    expect(pickStoredSession(record('remembered'), record('tab'))).toMatchObject({
      storage: 'localStorage',
      session: { token: 'remembered' },
    });
  });

  it('falls back to session storage when persistent storage is empty or unparsable', () => {
    for (const persistent of [null, '', 'garbage', '{"token":"no-user"}']) {
      expect(pickStoredSession(persistent, record('tab'))).toMatchObject({
        storage: 'sessionStorage',
        session: { token: 'tab' },
      });
    }
  });

  it('is anonymous when neither storage holds a usable record', () => {
    expect(pickStoredSession(null, null)).toBeUndefined();
    expect(pickStoredSession('garbage', '{"Token":""}')).toBeUndefined();
  });
});

describe('where a login is stored', () => {
  it('uses localStorage with remember-me and sessionStorage without', () => {
    expect(storageFor(true)).toBe('localStorage');
    expect(storageFor(false)).toBe('sessionStorage');
  });

  it('writes the record to the chosen storage and removes an older one from the other', () => {
    const local = fakeStorage({ [AUTH_STORAGE_KEY]: record('old') });
    const session = fakeStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);

    saveSession({ session: { token: 'new', user }, storage: 'sessionStorage' });

    expect(local.items.has(AUTH_STORAGE_KEY)).toBe(false);
    expect(JSON.parse(session.items.get(AUTH_STORAGE_KEY) ?? '')).toEqual({
      authenticated: true,
      authenticatedUser: user,
      token: 'new',
    });
  });

  it('clears both storages on logout', () => {
    const local = fakeStorage({ [AUTH_STORAGE_KEY]: record('a') });
    const session = fakeStorage({ [AUTH_STORAGE_KEY]: record('b') });
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);

    clearStoredSession();

    expect(local.items.size + session.items.size).toBe(0);
  });

  it('removes unusable records on start, so no stray token is sent', () => {
    const local = fakeStorage({ [AUTH_STORAGE_KEY]: '{broken' });
    const session = fakeStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: 'orphan' }) });
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);

    expect(loadStoredSession()).toBeUndefined();
    expect(local.items.size + session.items.size).toBe(0);
  });

  it('treats blocked storage as empty instead of failing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', blocked);
    vi.stubGlobal('sessionStorage', blocked);

    expect(loadStoredSession()).toBeUndefined();
    expect(() => saveSession({ session: { token: 't', user }, storage: 'localStorage' })).not.toThrow();
  });
});
