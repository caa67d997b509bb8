import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { invoke } from '../../support/invoke';

const registration = (email: string) => ({
  email,
  password: 'a long enough passphrase',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe('POST /api/auth/register', () => {
  it('creates an account with the User role and answers its details without secrets', async () => {
    const email = `new-${randomUUID()}@example.test`;
    const answer = await invoke(authHandler, 'POST', '/api/auth/register', { body: registration(email) });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({
      email,
      firstName: 'Ada',
      roles: ['User'],
      lastLogin: null,
      isDeleted: false,
    });
    expect(JSON.stringify(answer.json)).not.toMatch(/passwordHash|securityStamp|scrypt/);
    // Without a user name, a handle made from the names (never the e-mail address, which only admins see).
    expect(answer.json.userName).toMatch(/^ada\.lovelace\d*$/);
  });

  it('lets exactly one of many concurrent registrations of one e-mail succeed', async () => {
    const email = `race-${randomUUID()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        invoke(authHandler, 'POST', '/api/auth/register', {
          body: {
            ...registration(index % 2 ? email.toUpperCase() : email),
            userName: `racer${index}${randomUUID().slice(0, 6)}`,
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => `${answer.statusCode} ${answer.json?.message}`)).toEqual(
      refused.map(() => '409 An account with this email already exists.'),
    );
    expect(refused[0]?.json.message).toBe('An account with this email already exists.');
  });

  it('refuses a user name that is taken, in any letter case', async () => {
    const userName = `taken${randomUUID().slice(0, 8)}`;
    const first = await invoke(authHandler, 'POST', '/api/auth/register', {
      body: { ...registration(`a-${randomUUID()}@example.test`), userName },
    });
    const second = await invoke(authHandler, 'POST', '/api/auth/register', {
      body: { ...registration(`b-${randomUUID()}@example.test`), userName: userName.toUpperCase() },
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json.message).toBe('This user name is already taken.');
  });

  it.each([
    [{ email: '' }, 'email: Email is required'],
    [{ email: `${'a'.repeat(250)}@example.test` }, 'email: Email must be at most 256 characters'],
    [{ firstName: '' }, 'firstName: First name is required'],
    [{ lastName: 'x'.repeat(51) }, 'lastName: Last name must be at most 50 characters'],
    [{ password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ password: 'Password123' }, 'password: This password is too common. Choose a less common one.'],
    [{ password: 'p'.repeat(129) }, 'password: Password must be at most 128 characters'],
  ])('refuses %j with 400 naming the field', async (override, message) => {
    const answer = await invoke(authHandler, 'POST', '/api/auth/register', {
      body: { ...registration(`v-${randomUUID()}@example.test`), ...override },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe(message);
  });

  it('accepts a long passphrase', async () => {
    const answer = await invoke(authHandler, 'POST', '/api/auth/register', {
      body: {
        ...registration(`p-${randomUUID()}@example.test`),
        password: 'a'.repeat(20) + ' long passphrase '.repeat(6),
      },
    });
    expect(answer.statusCode).toBe(201);
  });
});

describe('user names that look like e-mail addresses', () => {
  it('are refused, so nobody can take another address as a name or show their own to others', async () => {
    const victim = `victim-${randomUUID()}@example.test`;
    const squatter = await invoke(authHandler, 'POST', '/api/auth/register', {
      body: { ...registration(`squatter-${randomUUID()}@example.test`), userName: victim },
    });
    expect(squatter.statusCode).toBe(400);
    expect(squatter.json.message).toBe('userName: User name may not contain @');
    expect((await invoke(authHandler, 'POST', '/api/auth/register', { body: registration(victim) })).statusCode).toBe(
      201,
    );
  });
});
