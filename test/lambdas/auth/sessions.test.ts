import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { issueToken } from '#lambdas/lib/auth/tokens.ts';
import { Session } from '#lambdas/lib/db/entities/session.ts';
import { REMEMBERED_SESSION_DAYS, SESSION_HOURS } from '#shared/accounts.ts';
import { createTestAccount, PASSWORD, signedInAs, signIn } from '../../support/accounts';
import { invoke } from '../../support/invoke';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sessions', () => {
  it('logout ends the session: the same token is refused at once', async () => {
    const user = await signedInAs('User');
    expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers: user.headers })).statusCode).toBe(200);
    expect((await invoke(authHandler, 'POST', '/api/auth/logout', { headers: user.headers })).statusCode).toBe(204);
    const after = await invoke(authHandler, 'GET', '/api/auth/me', { headers: user.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json).toEqual({ message: 'Authentication required' });
  });

  it('logout answers 204 without a token too', async () => {
    expect((await invoke(authHandler, 'POST', '/api/auth/logout')).statusCode).toBe(204);
  });

  it('a password change ends every session and answers a fresh one', async () => {
    const user = await signedInAs('User');
    const otherDevice = (await signIn(user.email)).json.token as string;
    const changed = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: user.headers,
      body: { Id: user.id, currentPassword: PASSWORD, newPassword: 'my next long passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [user.token, otherDevice]) {
      expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers: bearer(changed.json.token) })).statusCode).toBe(
      200,
    );
    expect((await signIn(user.email, 'my next long passphrase')).statusCode).toBe(200);
  });

  it.each([
    ['keeps remember-me: the fresh session lasts 30 days', true, REMEMBERED_SESSION_DAYS * 24],
    ['without remember-me, the fresh session lasts 12 hours', false, SESSION_HOURS],
  ])('a password change %s, as the session that made it', async (_, rememberMe, hours) => {
    const account = await createTestAccount('User');
    const token = (await signIn(account.email, PASSWORD, rememberMe)).json.token as string;
    const before = Date.now();
    const changed = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: bearer(token),
      body: { currentPassword: PASSWORD, newPassword: 'my next long passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const lifetimeHours = (Date.parse(changed.json.expiresAt) - before) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(hours - 0.1);
    expect(lifetimeHours).toBeLessThanOrEqual(hours + 0.1);

    const exported = await invoke(authHandler, 'GET', '/api/auth/export', { headers: bearer(changed.json.token) });
    expect(exported.json.sessions).toEqual([
      expect.objectContaining({ rememberMe, expiresAt: changed.json.expiresAt.replace(/\.\d{3}Z$/, '.000Z') }),
    ]);
  });

  it('refuses a password change with a wrong current password', async () => {
    const user = await signedInAs('User');
    const answer = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: user.headers,
      body: { currentPassword: 'not my password', newPassword: 'my next long passphrase' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('Current password is incorrect');
  });

  it('refuses forged, expired-looking and garbage tokens', async () => {
    const user = await signedInAs('User');
    const [header, payload] = user.token.split('.');
    const forged = `${header}.${payload}.${Buffer.alloc(64).toString('base64url')}`;
    for (const token of [forged, 'garbage', `${header}.${payload}`]) {
      expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers: bearer(token) })).statusCode).toBe(401);
    }
  });

  it('refuses a well-signed token that has expired or was made for another audience, even with a live session item', async () => {
    const user = await signedInAs('User');
    const me = (token: string) => invoke(authHandler, 'GET', '/api/auth/me', { headers: bearer(token) });
    /** A token signed with the site's own key, and a live session item of its id, as a login would leave. */
    const signed = async (expiresAt: Date) => {
      const { token, sessionId } = await issueToken(user.id, expiresAt);
      const inAnHour = Math.floor(Date.now() / 1000) + 3600;
      await Session.put({ userId: user.id, sessionId, createdAt: new Date().toISOString(), expiresAt: inAnHour }).go();
      return token;
    };
    expect((await me(await signed(new Date(Date.now() + 60_000)))).statusCode).toBe(200);
    expect((await me(await signed(new Date(Date.now() - 60_000)))).statusCode).toBe(401);
    const audience = process.env.JWT_AUDIENCE;
    process.env.JWT_AUDIENCE = 'another-api';
    const elsewhere = await signed(new Date(Date.now() + 60_000)).finally(() => {
      if (audience === undefined) delete process.env.JWT_AUDIENCE;
      else process.env.JWT_AUDIENCE = audience;
    });
    expect((await me(elsewhere)).statusCode).toBe(401);
  });
});

describe('profile and export', () => {
  it('updates the signed-in user, keeping e-mail addresses unique', async () => {
    const user = await signedInAs('User');
    const other = await signedInAs('User');
    const renamed = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: user.headers,
      body: { userId: user.id, email: user.email, firstName: 'Grace', lastName: 'Hopper', biography: 'Compilers.' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', biography: 'Compilers.' });

    // The form omits an emptied optional field, which clears it.
    const cleared = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: user.headers,
      body: { email: user.email, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json.biography).toBeUndefined();

    const clash = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: user.headers,
      body: { email: other.email.toUpperCase(), firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json.message).toBe('An account with this email already exists.');

    const someoneElse = await invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers: user.headers,
      body: { userId: other.id, email: other.email, firstName: 'X', lastName: 'Y' },
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('exports the user data as a JSON download', async () => {
    const user = await signedInAs('Editor');
    const answer = await invoke(authHandler, 'GET', '/api/auth/export', { headers: user.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="account-data-.+\.json"$/);
    // A cross-origin SPA may read the file name (and Retry-After, on 429 and 503 answers).
    expect(answer.headers['access-control-expose-headers']).toBe('Retry-After, Content-Disposition');
    expect(answer.json.account).toMatchObject({ id: user.id, email: user.email });
    expect(answer.json.roles.map((role: { roleName: string }) => role.roleName).sort()).toEqual(['Editor', 'User']);
    expect(answer.json.preferences).toEqual([expect.objectContaining({ type: 'theme' })]);
    expect(answer.json.sessions).toHaveLength(1);
    expect(answer.json.activity).toEqual([expect.objectContaining({ type: 'login', userAgent: 'vitest' })]);
    expect(JSON.stringify(answer.json)).not.toMatch(/passwordHash|sessionId/);
  });
});
