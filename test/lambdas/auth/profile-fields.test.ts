import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { findUserByEmail } from '#lambdas/lib/accounts/users.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

const registration = (overrides: Record<string, unknown>) => ({
  email: `fields-${randomUUID()}@example.test`,
  password: 'a long enough passphrase',
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...overrides,
});

const register = (body: Record<string, unknown>) => invoke(authHandler, 'POST', '/api/auth/register', { body });

describe('registration refuses a profile field that cannot be true, naming it and storing nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a date of birth in the future', { dateOfBirth: '2030-01-01' }, 'dateOfBirth: '],
    ['a date of birth before 1900', { dateOfBirth: '1899-12-31' }, 'dateOfBirth: '],
    ['a date that does not exist', { dateOfBirth: '1990-02-30' }, 'dateOfBirth: '],
    ['a phone number of letters', { phoneNumber: 'abc' }, 'phoneNumber: '],
    ['a phone number with a + inside', { phoneNumber: '030+123' }, 'phoneNumber: '],
    ['a profile picture that is not an address', { profilePicture: 'not a url' }, 'profilePicture: '],
    ['a profile picture over http', { profilePicture: 'http://example.test/me.png' }, 'profilePicture: '],
  ];
  it.each(cases)('%s', async (_, overrides, field) => {
    const body = registration(overrides);
    const answer = await register(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message.startsWith(field)).toBe(true);
    expect(await findUserByEmail(body.email)).toBeUndefined();
  });

  it('stores a phone number without its spaces and dashes, and a past date of birth as given', async () => {
    const body = registration({ phoneNumber: '+44 20-7946 0958', dateOfBirth: '1990-05-17' });
    const answer = await register(body);
    expect(answer.statusCode).toBe(201);
    expect(await findUserByEmail(body.email)).toMatchObject({
      phoneNumber: '+442079460958',
      dateOfBirth: '1990-05-17',
    });
  });
});

describe('POST /api/auth/update-profile checks the same fields', () => {
  const update = (headers: Record<string, string>, email: string, changes: Record<string, unknown>) =>
    invoke(authHandler, 'POST', '/api/auth/update-profile', {
      headers,
      body: { email, firstName: 'Test', lastName: 'User', ...changes },
    });

  it.each([
    ['profilePicture', 'not a url'],
    ['phoneNumber', 'abc'],
  ])('refuses a bad %s with 400 naming it and keeps the stored profile', async (field, value) => {
    const user = await signedInAs('User');
    expect((await update(user.headers, user.email, { phoneNumber: '0301234' })).statusCode).toBe(200);
    const answer = await update(user.headers, user.email, { phoneNumber: '0301234', [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message.startsWith(`${field}: `)).toBe(true);
    const stored = await findUserByEmail(user.email);
    expect(stored?.phoneNumber).toBe('0301234');
    expect(stored?.profilePicture).toBeUndefined();
  });

  it('saves an https profile picture', async () => {
    const user = await signedInAs('User');
    const picture = 'https://images.example.test/ada.png';
    expect((await update(user.headers, user.email, { profilePicture: picture })).statusCode).toBe(200);
    expect((await findUserByEmail(user.email))?.profilePicture).toBe(picture);
  });
});
