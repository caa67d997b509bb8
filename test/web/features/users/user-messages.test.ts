import { describe, expect, it } from 'vitest';
import { UnexpectedDeleteAnswerError } from '#web/features/users/api/delete-user.ts';
import {
  deleteUserErrorMessage,
  isStaleUserError,
  usersListErrorMessage,
} from '#web/features/users/lib/user-messages.ts';
import { ApiError, ApiNetworkError } from '#web/shared/api/api-error.ts';

describe('users list failures', () => {
  it("says 'Failed to load users: {detail}' for a failed call", () => {
    expect(usersListErrorMessage(new ApiError('Access denied', 403, { message: 'Access denied' }))).toBe(
      'Failed to load users: Access denied',
    );
    expect(usersListErrorMessage(new ApiNetworkError())).toBe(
      'Failed to load users: Could not reach the server. Check your connection and try again.',
    );
  });

  it('calls anything else unexpected', () => {
    expect(usersListErrorMessage(new TypeError('items is undefined'))).toBe(
      'An unexpected error occurred while loading users.',
    );
  });
});

describe('user delete failures', () => {
  it("says 'User not found' for a 404, soft or permanent", () => {
    const notFound = new ApiError('User not found', 404, { message: 'User not found' });
    expect(deleteUserErrorMessage(notFound, false)).toBe('User not found');
    expect(deleteUserErrorMessage(notFound, true)).toBe('User not found');
  });

  it("repeats the server's message for another refusal", () => {
    const refused = new ApiError('Access denied', 403, { message: 'Access denied' });
    expect(deleteUserErrorMessage(refused, true)).toBe('Access denied');
  });

  it('falls back to the failure sentence of the delete that was asked for', () => {
    expect(deleteUserErrorMessage(new ApiError('HTTP 500', 500, '<html>'), false)).toBe(
      'Failed to soft delete the user.',
    );
    expect(deleteUserErrorMessage(new ApiError('HTTP 500', 500, {}), true)).toBe('Failed to delete user');
    expect(deleteUserErrorMessage(new ApiNetworkError(), false)).toBe('Failed to soft delete the user.');
  });

  it("counts a success other than 204 as 'Failed to delete user'", () => {
    expect(deleteUserErrorMessage(new UnexpectedDeleteAnswerError('got 200'), false)).toBe('Failed to delete user');
    expect(deleteUserErrorMessage(new UnexpectedDeleteAnswerError('got 200'), true)).toBe('Failed to delete user');
  });
});

describe('stale save', () => {
  it('is a 409 answer', () => {
    expect(isStaleUserError(new ApiError('Conflict', 409))).toBe(true);
    expect(isStaleUserError(new ApiError('User with ID not found', 404))).toBe(false);
  });
});
