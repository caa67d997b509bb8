import { describe, expect, it } from 'vitest';
import { loginSchema } from '#shared/validation/accounts.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { validate } from '#web/shared/lib/validate.ts';

describe('field errors', () => {
  it("take the first message per field of a validation 400's errors list", () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Email is not a valid address' },
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
        { nonsense: true },
      ],
    };
    expect(fieldErrorsFromBody(body)).toEqual({
      email: 'Email is not a valid address',
      password: 'Password is required',
    });
  });

  it('are empty for answers without a list', () => {
    for (const body of [undefined, 'text', { message: 'x' }, { errors: 'x' }])
      expect(fieldErrorsFromBody(body)).toEqual({});
  });

  it('come from the shared schema before anything is sent', () => {
    expect(validate(loginSchema, { email: 'not-an-address', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is not a valid address', password: 'Password is required' },
    });
    expect(validate(loginSchema, { email: ' jane@example.com ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'jane@example.com', password: 'x' },
    });
  });
});
