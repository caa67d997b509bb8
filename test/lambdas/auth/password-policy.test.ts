import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { breachListedPasswords } from '#lambdas/lib/accounts/new-password.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { passwordProblem } from '#shared/password-policy.ts';
import { createTestAccount, PASSWORD, signedInAs, signIn } from '../../support/accounts';
import { mailsTo, resetLinkFor } from '../../support/inbox';
import { invoke } from '../../support/invoke';

const TOO_COMMON = 'This password is too common. Choose a less common one.';
const PERSONAL = "Password must not contain your name, user name, email address or the site's name";
/** On zxcvbn's list of common passwords, not on the forms' short list: only the server refuses it. */
const BREACH_LISTED = 'Corvette1';

const registration = (password: string) => ({
  email: `policy-${randomUUID()}@example.test`,
  password,
  firstName: 'Rosalind',
  lastName: 'Franklin',
});

const register = (body: Record<string, unknown>) => invoke(authHandler, 'POST', '/api/auth/register', { body });

describe('the server password policy (ASVS V6.2.4, V6.2.11, V6.2.12)', () => {
  it('holds every common password of the breach lists that meets the length rule, more than the forms know', async () => {
    const listed = await breachListedPasswords();
    expect(listed.size).toBeGreaterThan(3000);
    expect(listed.has(BREACH_LISTED.toLowerCase())).toBe(true);
    expect([...listed].every((word) => [...word].length >= 8 && word === word.toLowerCase())).toBe(true);
    expect(passwordProblem(BREACH_LISTED)).toBeUndefined();
  });

  it('refuses a registration with a breach-listed password the form lets through, naming the field', async () => {
    const answer = await register(registration(BREACH_LISTED));
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(`password: ${TOO_COMMON}`);
    expect(answer.json.errors).toEqual([{ field: 'password', message: TOO_COMMON }]);
    expect((await register(registration('a sturdy unusual passphrase'))).statusCode).toBe(201);
  });

  it('refuses a registration whose password contains its own name', async () => {
    const answer = await register(registration('rosalind was right'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json.errors).toEqual([{ field: 'password', message: PERSONAL }]);
  });

  it("refuses an admin's new user with a breach-listed password, creating nothing", async () => {
    const admin = await signedInAs('Admin');
    const body = registration(BREACH_LISTED);
    const answer = await invoke(usersHandler, 'POST', '/api/users', { headers: admin.headers, body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.errors).toEqual([{ field: 'password', message: TOO_COMMON }]);
    expect((await signIn(body.email, BREACH_LISTED)).statusCode).toBe(401);
  });

  it("refuses a password change to one with the account's stored name, leaving the password and sessions", async () => {
    const user = await signedInAs('User');
    const answer = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: user.headers,
      // The test account is Test User: its first name is one of its words.
      body: { currentPassword: PASSWORD, newPassword: 'testing my new passphrase' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.errors).toEqual([{ field: 'newPassword', message: PERSONAL }]);
    expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers: user.headers })).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(200);
    const subjects = (await mailsTo(user.email)).map((mail) => mail.subject);
    expect(subjects).not.toContain('Your password was changed');
  });

  it('refuses a reset to a breach-listed password and keeps the link valid for a better one', async () => {
    const account = await createTestAccount();
    await invoke(authHandler, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    const token = (await resetLinkFor(account.email)).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = (newPassword: string) =>
      invoke(authHandler, 'POST', '/api/auth/reset-password', { body: { email: account.email, newPassword, token } });

    const refused = await reset(BREACH_LISTED);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'newPassword', message: TOO_COMMON }]);
    expect((await signIn(account.email)).statusCode).toBe(200);

    expect((await reset('a sturdy unusual passphrase')).statusCode).toBe(200);
    expect((await signIn(account.email, 'a sturdy unusual passphrase')).statusCode).toBe(200);
  });
});
