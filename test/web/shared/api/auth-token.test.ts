import { describe, expect, it } from 'vitest';
import { extractAuthToken, findAuthToken } from '#web/shared/api/auth-token.ts';

const record = (fields: Record<string, unknown>) => JSON.stringify(fields);

describe('extractAuthToken', () => {
  it('reads the lowercase token of a stored auth record', () => {
    const stored = record({ authenticated: true, authenticatedUser: { id: 'u1' }, token: 'abc.def.ghi' });
    expect(extractAuthToken(stored)).toBe('abc.def.ghi');
  });

  it('accepts the capitalised Token a server may send', () => {
    const stored = record({ Authenticated: true, AuthenticatedUser: { Id: 'u1' }, Token: 'CAPITAL' });
    expect(extractAuthToken(stored)).toBe('CAPITAL');
  });

  it('finds no token in nothing, garbage, non-objects or empty tokens', () => {
    for (const stored of [null, undefined, '', '{not json', 'null', '"token"', '42', '[]']) {
      expect(extractAuthToken(stored)).toBeUndefined();
    }
    expect(extractAuthToken(record({ token: '' }))).toBeUndefined();
    expect(extractAuthToken(record({ token: '   ' }))).toBeUndefined();
    expect(extractAuthToken(record({ token: 123 }))).toBeUndefined();
    expect(extractAuthToken(record({ authenticated: true }))).toBeUndefined();
  });
});

describe('findAuthToken', () => {
  it('prefers persistent storage over session storage', () => {
    expect(findAuthToken(record({ token: 'persistent' }), record({ token: 'session' }))).toBe('persistent');
  });

  it('uses session storage when persistent storage holds nothing', () => {
    expect(findAuthToken(null, record({ Token: 'session' }))).toBe('session');
  });

  it('uses session storage when persistent storage holds an unparsable record', () => {
    expect(findAuthToken('garbage', record({ token: 'session' }))).toBe('session');
  });

  it('finds nothing when neither storage holds a usable token', () => {
    expect(findAuthToken(null, null)).toBeUndefined();
    expect(findAuthToken('garbage', '{"token":null}')).toBeUndefined();
  });
});
