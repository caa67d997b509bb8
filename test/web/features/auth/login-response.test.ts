import { describe, expect, it } from 'vitest';
import {
  InvalidLoginResponseError,
  MISSING_TOKEN_MESSAGE,
  MISSING_USER_MESSAGE,
  sessionFromLoginResponse,
} from '#web/features/auth/lib/login-response.ts';

const user = {
  id: 'u1',
  email: 'jane@example.com',
  userName: 'jane',
  firstName: 'Jane',
  lastName: 'Doe',
  roles: ['User'],
};

describe('login response', () => {
  it('gives the token and the user of a lowercase LoginResponse', () => {
    const body = { token: 'tok', authenticatedUser: user, authenticated: true, expiresAt: '2030-01-01T00:00:00Z' };
    expect(sessionFromLoginResponse(body)).toEqual({ token: 'tok', user });
  });

  it('accepts Token, AuthenticatedUser and Authenticated', () => {
    expect(sessionFromLoginResponse({ Token: 'TOK', AuthenticatedUser: user, Authenticated: true })).toEqual({
      token: 'TOK',
      user,
    });
  });

  it("fails with 'Invalid response from server: missing authentication token' without a token", () => {
    for (const body of [{ authenticatedUser: user }, { token: '', authenticatedUser: user }, undefined, 'ok']) {
      expect(() => sessionFromLoginResponse(body)).toThrow(new InvalidLoginResponseError(MISSING_TOKEN_MESSAGE));
    }
    expect(MISSING_TOKEN_MESSAGE).toBe('Invalid response from server: missing authentication token');
  });

  it("fails with 'Invalid response from server: missing user data' without a user", () => {
    for (const body of [
      { token: 'tok' },
      { token: 'tok', authenticatedUser: null },
      { Token: 'tok', AuthenticatedUser: {} },
    ]) {
      expect(() => sessionFromLoginResponse(body)).toThrow(MISSING_USER_MESSAGE);
    }
    expect(MISSING_USER_MESSAGE).toBe('Invalid response from server: missing user data');
  });
});
