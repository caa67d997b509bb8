import { describe, expect, it } from 'vitest';
import { contextWords, passwordProblem } from '#shared/password-policy.ts';
import { registerSchema, resetPasswordSchema } from '#shared/validation/accounts.ts';

const jane = { email: 'jane.doe+news@example.test', userName: 'jdoe_writes', firstName: 'Jane', lastName: 'Doe' };

describe('the context-specific words of an account (ASVS V6.1.2)', () => {
  it('are the site name and the names, user name and address local part, whole and split, of 4 characters or more', () => {
    expect(contextWords(jane).sort()).toEqual(
      ['portfolio', 'jane', 'jdoe_writes', 'jdoe', 'writes', 'jane.doe+news', 'news'].sort(),
    );
  });

  it('leave out the address domain and words too short to be telling', () => {
    const words = contextWords({ email: 'al@mail-provider.test', firstName: 'Al', lastName: 'Li' });
    expect(words).toEqual(['portfolio']);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['Jane loves long walks', 'first name, another letter case'],
    ['JDOE rules the day', 'part of the user name, upper case'],
    ['jdoe_writes every day', 'whole user name'],
    ['writes poems at night', 'part of the user name'],
    ['jane.doe+news forever', 'address local part'],
    ['my portfolio passphrase', "the site's name"],
  ])('refuses %j as personal (%s)', (password) => {
    expect(passwordProblem(password, jane)).toBe('personal');
  });

  it("refuses the site's name with no account given, and accepts other passphrases", () => {
    expect(passwordProblem('PortFolio-2026!')).toBe('personal');
    expect(passwordProblem('correct horse battery staple', jane)).toBeUndefined();
  });

  it('reports the first rule broken: length, then the common list, then the words', () => {
    expect(passwordProblem('jane', jane)).toBe('too-short');
    expect(passwordProblem('Password1', jane)).toBe('too-common');
  });
});

describe('the request schemas', () => {
  const registration = { email: jane.email, firstName: 'Jane', lastName: 'Doe', password: 'correct horse battery' };

  it('refuse a registration whose password contains its own name, with one message at the password field', () => {
    const result = registerSchema.safeParse({ ...registration, password: 'call me jane, please' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', "Password must not contain your name, user name, email address or the site's name"],
    ]);
  });

  it('give a too-short password only its own message, not the personal one as well', () => {
    const result = registerSchema.safeParse({ ...registration, password: 'jane' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Password must be at least 8 characters']);
  });

  it("refuse a reset to a password that contains the address's local part", () => {
    const result = resetPasswordSchema.safeParse({ email: jane.email, newPassword: 'news travels fast', token: 't' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['newPassword']);
    expect(registerSchema.safeParse(registration).success).toBe(true);
  });
});
