import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from '#web/features/auth/api/update-profile.ts';

describe('profile update request', () => {
  it('sends the user id and the required fields, and omits empty optional ones', () => {
    const body = profileUpdateBody(
      {
        email: 'jane@example.com',
        firstName: 'Jane',
        lastName: 'Doe',
        userName: 'jane',
        phoneNumber: '',
        profilePicture: '   ',
        biography: 'Writes code.',
      },
      'u1',
    );
    expect(body).toEqual({
      userId: 'u1',
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      userName: 'jane',
      biography: 'Writes code.',
    });
  });
});
