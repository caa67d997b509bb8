import { describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from '#shared/accounts.ts';
import {
  normalizeAuthenticatedUser,
  parseAuthRecord,
  serializeAuthRecord,
} from '#web/features/auth/lib/auth-record.ts';

const user: AuthenticatedUser = {
  id: 'u1',
  email: 'jane@example.com',
  userName: 'jane',
  firstName: 'Jane',
  lastName: 'Doe',
  roles: ['User'],
};
const stored = (record: unknown) => JSON.stringify(record);

describe('stored auth record', () => {
  it('reads a session from the lowercase record the SPA writes', () => {
    expect(parseAuthRecord(stored({ authenticated: true, authenticatedUser: user, token: 'tok' }))).toEqual({
      token: 'tok',
      user,
    });
  });

  it('accepts the capitalised names a server may use, inside the user too', () => {
    const capitalised = {
      Authenticated: true,
      AuthenticatedUser: {
        Id: 'u1',
        Email: 'jane@example.com',
        UserName: 'jane',
        FirstName: 'Jane',
        LastName: 'Doe',
        Roles: ['Admin'],
      },
      Token: 'TOK',
    };
    expect(parseAuthRecord(stored(capitalised))).toEqual({ token: 'TOK', user: { ...user, roles: ['Admin'] } });
  });

  it('means no session for nothing, garbage, non-objects, or a record without token or user', () => {
    for (const value of [null, undefined, '', '{not json', 'null', '42', '"auth"', '[]', '{}']) {
      expect(parseAuthRecord(value), String(value)).toBeUndefined();
    }
    expect(parseAuthRecord(stored({ authenticated: true, authenticatedUser: user }))).toBeUndefined();
    expect(parseAuthRecord(stored({ authenticated: true, token: 'tok' }))).toBeUndefined();
    expect(parseAuthRecord(stored({ authenticatedUser: user, token: '   ' }))).toBeUndefined();
    expect(parseAuthRecord(stored({ authenticatedUser: 'jane', token: 'tok' }))).toBeUndefined();
  });

  it('means no session when the record says it is not authenticated', () => {
    expect(parseAuthRecord(stored({ authenticated: false, authenticatedUser: user, token: 'tok' }))).toBeUndefined();
  });

  it('writes { authenticated, authenticatedUser, token } that reads back as the same session', () => {
    const text = serializeAuthRecord({ token: 'tok', user });
    expect(JSON.parse(text)).toEqual({ authenticated: true, authenticatedUser: user, token: 'tok' });
    expect(parseAuthRecord(text)).toEqual({ token: 'tok', user });
  });
});

describe('authenticated user', () => {
  it('fills missing names with empty text and keeps only string roles', () => {
    expect(normalizeAuthenticatedUser({ id: 'u2', roles: ['Editor', 7, null] })).toEqual({
      id: 'u2',
      email: '',
      userName: '',
      firstName: '',
      lastName: '',
      roles: ['Editor'],
    });
  });

  it('is missing when it names nobody (no id and no email)', () => {
    expect(normalizeAuthenticatedUser({ firstName: 'Jane' })).toBeUndefined();
    expect(normalizeAuthenticatedUser([user])).toBeUndefined();
  });
});
