import { describe, expect, it } from 'vitest';
import { registerSchema, updateProfileSchema } from '#shared/validation/accounts.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';
import { validate } from '#web/shared/lib/validate.ts';

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  password: 'a long enough passphrase',
  userName: '',
  dateOfBirth: '',
  phoneNumber: '',
};

const profile = { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', userName: 'ada' };

/** The field errors the form shows for these values, as the register form checks them before sending. */
const registerErrors = (values: Record<string, string>) => {
  const result = validate(registerSchema, withoutBlankFields({ ...registration, ...values }));
  return result.ok ? {} : result.errors;
};

describe('the forms check profile fields with the server’s rules', () => {
  it('marks a date of birth in the future or before 1900, and one that does not exist', () => {
    expect(registerErrors({ dateOfBirth: '2030-01-01' }).dateOfBirth).toBe(
      'Date of birth must be in the past and not before 1900',
    );
    expect(registerErrors({ dateOfBirth: '1899-12-31' }).dateOfBirth).toBe(
      'Date of birth must be in the past and not before 1900',
    );
    expect(registerErrors({ dateOfBirth: '1990-02-30' }).dateOfBirth).toBe('Date of birth must be a date (YYYY-MM-DD)');
    expect(registerErrors({ dateOfBirth: '1990-02-28' })).toEqual({});
  });

  it('marks a phone number that is not digits with a leading +, spaces or dashes, and sends a valid one normalised', () => {
    expect(registerErrors({ phoneNumber: 'abc' }).phoneNumber).toBe(
      'Phone number may contain only digits, a leading + and spaces or dashes',
    );
    expect(registerErrors({ phoneNumber: '12+34' }).phoneNumber).toBeDefined();
    const sent = validate(registerSchema, withoutBlankFields({ ...registration, phoneNumber: ' +32 470-00 00 00 ' }));
    expect(sent.ok && sent.data.phoneNumber).toBe('+32470000000');
  });

  it('marks a profile picture that is not an https address', () => {
    for (const profilePicture of ['not a url', 'http://example.test/me.png', 'javascript:alert(1)']) {
      const result = validate(updateProfileSchema, { ...profile, profilePicture });
      expect(result.ok ? {} : result.errors).toEqual({ profilePicture: 'Profile picture must be an https:// address' });
    }
    expect(validate(updateProfileSchema, { ...profile, profilePicture: 'https://example.test/me.png' }).ok).toBe(true);
  });

  it('tells one user-name rule, the registration one', () => {
    const result = validate(updateProfileSchema, { ...profile, userName: 'ada lovelace' });
    expect(result.ok ? {} : result.errors).toEqual({
      userName: 'User name may contain only letters, digits and . _ + -',
    });
  });
});
