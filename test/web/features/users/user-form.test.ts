import { describe, expect, it } from 'vitest';
import type { UserDetails } from '#shared/accounts.ts';
import { updateUserSchema } from '#shared/validation/accounts.ts';
import { userFormValues, userUpdateBody } from '#web/features/users/lib/user-form.ts';
import { userStatus } from '#web/features/users/lib/user-status.ts';

const user: UserDetails = {
  id: 'u1',
  email: 'jane@example.com',
  userName: 'jane',
  firstName: 'Jane',
  lastName: 'Doe',
  roles: ['User'],
  phoneNumber: '+32 470 00 00 00',
  dateOfBirth: '1990-04-12',
  biography: 'Writes code.',
  lastLogin: null,
  isDeleted: false,
  isActive: true,
  emailVerified: true,
  isLockedOut: false,
  failedLoginAttempts: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-02T00:00:00Z',
  concurrencyStamp: 'stamp-1',
};

describe('edit user request', () => {
  it('sends the whole user with the edits and its concurrencyStamp, and passes the shared schema', () => {
    const values = { ...userFormValues(user), firstName: 'Janet' };
    const body = userUpdateBody(user, values, { isActive: false, emailVerified: false });

    expect(body).toMatchObject({
      id: 'u1',
      firstName: 'Janet',
      isActive: false,
      emailVerified: false,
      concurrencyStamp: 'stamp-1',
    });
    expect(updateUserSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out optional fields the admin cleared', () => {
    const body = userUpdateBody(
      user,
      { ...userFormValues(user), phoneNumber: '', biography: ' ' },
      { isActive: true, emailVerified: true },
    );
    expect(body).not.toHaveProperty('phoneNumber');
    expect(body).not.toHaveProperty('biography');
    expect(body).toHaveProperty('dateOfBirth', '1990-04-12');
  });

  it('starts the form from the user, blank for what is not set', () => {
    expect(userFormValues({ ...user, phoneNumber: undefined, dateOfBirth: '1990-04-12T00:00:00Z' })).toMatchObject({
      phoneNumber: '',
      dateOfBirth: '1990-04-12',
    });
  });
});

describe('account status', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  const lockoutEnd = '2026-03-01T12:10:00.000Z';

  it('puts deleted before locked before inactive', () => {
    expect(userStatus({ isDeleted: true, isLockedOut: true, lockoutEnd, isActive: false }, now)).toBe('Deleted');
    expect(userStatus({ isDeleted: false, isLockedOut: true, lockoutEnd, isActive: true }, now)).toBe('Locked');
    expect(userStatus({ isDeleted: false, isLockedOut: false, isActive: false }, now)).toBe('Inactive');
    expect(userStatus({ isDeleted: false, isLockedOut: false, isActive: true }, now)).toBe('Active');
  });

  it('reads a lock from its lockoutEnd: one that ran out, or has no end, is not shown as locked', () => {
    const after = Date.parse(lockoutEnd) + 1;
    expect(userStatus({ isDeleted: false, isLockedOut: true, lockoutEnd, isActive: true }, after)).toBe('Active');
    expect(userStatus({ isDeleted: false, isLockedOut: true, isActive: true }, now)).toBe('Active');
  });
});
