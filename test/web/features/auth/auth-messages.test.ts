import { describe, expect, it } from 'vitest';
import {
  forgotPasswordErrorMessage,
  isDeletedAccountError,
  loginErrorMessage,
  REACTIVATION_FAILURE,
  REACTIVATION_MAIL_FAILURE,
  reactivationErrorMessage,
  resetPasswordErrorMessage,
} from '#web/features/auth/lib/auth-messages.ts';
import { ApiError, ApiNetworkError, ApiTimeoutError } from '#web/shared/api/api-error.ts';

const refused = (status: number, body?: unknown, message = `HTTP ${status}`) => new ApiError(message, status, body);

describe('login failures', () => {
  it('opens the deleted-account overlay only for a 403 flagged isDeleted', () => {
    expect(isDeletedAccountError(refused(403, { message: 'This account has been deleted.', isDeleted: true }))).toBe(
      true,
    );
    expect(isDeletedAccountError(refused(403, { message: 'This account is locked.', isLockedOut: true }))).toBe(false);
    expect(isDeletedAccountError(refused(401, { isDeleted: true }))).toBe(false);
    expect(isDeletedAccountError(new Error('This account has been deleted.'))).toBe(false);
  });

  it("shows the server's words for wrong credentials and locked accounts", () => {
    expect(loginErrorMessage(refused(401, {}, 'Invalid login attempt'))).toBe('Invalid login attempt');
    expect(loginErrorMessage(refused(403, {}, 'This account is locked. Try again in 12 minutes.'))).toBe(
      'This account is locked. Try again in 12 minutes.',
    );
    expect(loginErrorMessage('boom')).toBe('Login failed. Please try again.');
  });
});

describe('reactivation request failures', () => {
  it("shows the server's message, else its error field", () => {
    expect(reactivationErrorMessage(refused(502, { message: 'The mail server is down.' }))).toBe(
      'The mail server is down.',
    );
    expect(reactivationErrorMessage(refused(500, { error: 'Reactivation store unavailable' }))).toBe(
      'Reactivation store unavailable',
    );
  });

  it('names a mail problem when the error text mentions e-mail or the mail server', () => {
    for (const text of ['Failed to send email', 'SMTP timeout', 'e-mail rejected', 'mail server unreachable']) {
      expect(reactivationErrorMessage(new Error(text))).toBe(REACTIVATION_MAIL_FAILURE);
    }
    expect(REACTIVATION_MAIL_FAILURE).toBe('Unable to send reactivation email. Our team has been notified.');
  });

  it('falls back to the generic failure', () => {
    expect(reactivationErrorMessage(new ApiNetworkError())).toBe(REACTIVATION_FAILURE);
    expect(reactivationErrorMessage(refused(500, '<html>'))).toBe(REACTIVATION_FAILURE);
    expect(reactivationErrorMessage(undefined)).toBe(REACTIVATION_FAILURE);
    expect(REACTIVATION_FAILURE).toBe('Failed to process reactivation request. Please try again later.');
  });
});

describe('password reset request failures', () => {
  it("shows the server's message, else its error field, else the fallback", () => {
    expect(forgotPasswordErrorMessage(refused(429, { message: 'Too many requests' }))).toBe('Too many requests');
    expect(forgotPasswordErrorMessage(refused(500, { error: 'Mail down' }))).toBe('Mail down');
    expect(forgotPasswordErrorMessage(refused(500, {}))).toBe('Failed to send password reset request.');
    expect(forgotPasswordErrorMessage(new ApiTimeoutError(15_000))).toBe('Failed to send password reset request.');
  });
});

describe('reset password failures, by status and message', () => {
  it('names an expired link for a 400 mentioning expiry', () => {
    expect(
      resetPasswordErrorMessage(refused(400, { message: 'Token has expired. Please request a new password reset.' })),
    ).toBe('Your password reset link has expired. Please request a new one.');
  });

  it("names an invalid link for a 400 'Invalid token'", () => {
    expect(resetPasswordErrorMessage(refused(400, { message: 'Invalid token' }))).toBe(
      'Invalid password reset link. Please request a new one.',
    );
  });

  it("repeats any other 400's message, else the fallback", () => {
    expect(resetPasswordErrorMessage(refused(400, { message: 'Password must be at least 8 characters' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(resetPasswordErrorMessage(refused(400, { error: 'Email is required' }))).toBe('Email is required');
    expect(resetPasswordErrorMessage(refused(400, {}))).toBe('Failed to send password reset request');
  });

  it('calls any other status a server error', () => {
    for (const status of [401, 404, 429, 500, 502]) {
      expect(resetPasswordErrorMessage(refused(status, { message: 'Invalid token' }))).toBe(
        'Server error. Please try again later.',
      );
    }
  });

  it('calls a failure without an HTTP answer unexpected', () => {
    expect(resetPasswordErrorMessage(new ApiNetworkError())).toBe('An unexpected error occurred. Please try again.');
    expect(resetPasswordErrorMessage(new ApiTimeoutError(15_000))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('uses the default for anything else', () => {
    expect(resetPasswordErrorMessage(new TypeError('x is undefined'))).toBe('An error occurred during password reset');
  });
});
