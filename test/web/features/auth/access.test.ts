import { describe, expect, it } from 'vitest';
import { decideAccess, returnPathFrom } from '#web/features/auth/lib/access.ts';

describe('route guard decision', () => {
  it('waits while a stored session is being checked', () => {
    expect(decideAccess('checking', ['Admin'], 'user')).toBe('wait');
    expect(decideAccess('checking', [], 'admin')).toBe('wait');
  });

  it('sends visitors to sign in, for sign-in and admin routes alike', () => {
    expect(decideAccess('anonymous', [], 'user')).toBe('sign-in');
    expect(decideAccess('anonymous', [], 'admin')).toBe('sign-in');
  });

  it('lets any signed-in user through sign-in routes', () => {
    for (const roles of [[], ['User'], ['Editor'], ['Admin']]) {
      expect(decideAccess('authenticated', roles, 'user')).toBe('allow');
    }
  });

  it('lets only Admin and SuperAdmin through admin routes, and denies the others', () => {
    expect(decideAccess('authenticated', ['Admin'], 'admin')).toBe('allow');
    expect(decideAccess('authenticated', ['User', 'SuperAdmin'], 'admin')).toBe('allow');
    expect(decideAccess('authenticated', ['User', 'Editor'], 'admin')).toBe('deny');
    expect(decideAccess('authenticated', [], 'admin')).toBe('deny');
  });
});

describe('return path after login', () => {
  it('goes back to the page the guard sent the visitor from, query and hash included', () => {
    const state = { from: { pathname: '/users', search: '?cursor=abc', hash: '#top' } };
    expect(returnPathFrom(state, '/')).toBe('/users?cursor=abc#top');
  });

  it('uses the fallback without a usable in-site location', () => {
    for (const state of [null, undefined, {}, { from: {} }, { from: { pathname: 'users' } }]) {
      expect(returnPathFrom(state, '/')).toBe('/');
    }
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } }, '/')).toBe('/');
  });
});
