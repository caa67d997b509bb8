import { ApiError } from '#web/shared/api/api-error.ts';
import { isRecord, readText } from '#web/shared/lib/record-fields.ts';

/** The server's `message`, else its `error` field. */
function serverText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return readText(error.body, 'message') ?? readText(error.body, 'error');
}

/** A 403 login answer flagged `isDeleted` opens the deleted-account overlay. */
export function isDeletedAccountError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && isRecord(error.body) && error.body.isDeleted === true;
}

/**
 * What a failed login shows: the server's words (wrong credentials, locked account), the
 * `InvalidLoginResponseError` message of an answer without token or user, or the client's sentence
 * for no answer at all.
 */
export function loginErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Login failed. Please try again.';
}

export const REACTIVATION_MAIL_FAILURE = 'Unable to send reactivation email. Our team has been notified.';
export const REACTIVATION_FAILURE = 'Failed to process reactivation request. Please try again later.';

/**
 * A failed reactivation request: the server's message or error field; else a mail-sending problem
 * named as such when the error text mentions e-mail or the mail server; else a generic failure.
 */
export function reactivationErrorMessage(error: unknown): string {
  const server = serverText(error);
  if (server) return server;
  const text = error instanceof Error ? error.message : String(error ?? '');
  return /e-?mail|mail server|smtp/i.test(text) ? REACTIVATION_MAIL_FAILURE : REACTIVATION_FAILURE;
}

const FORGOT_PASSWORD_FAILURE = 'Failed to send password reset request.';

/** A failed password-reset request: the server's message, else its error field, else a fallback. */
export function forgotPasswordErrorMessage(error: unknown): string {
  return serverText(error) ?? FORGOT_PASSWORD_FAILURE;
}

const RESET_LINK_EXPIRED = 'Your password reset link has expired. Please request a new one.';
const RESET_LINK_INVALID = 'Invalid password reset link. Please request a new one.';
const RESET_SERVER_ERROR = 'Server error. Please try again later.';
const RESET_NO_ANSWER = 'An unexpected error occurred. Please try again.';
const RESET_FAILURE = 'An error occurred during password reset';
const RESET_FALLBACK = 'Failed to send password reset request';

/**
 * A failed password reset. A 400 names an expired or invalid link, or repeats the server;
 * any other status is a server error; no answer at all (offline, timeout) is unexpected.
 */
export function resetPasswordErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return RESET_FAILURE;
  if (error.status === 0) return RESET_NO_ANSWER;
  if (error.status !== 400) return RESET_SERVER_ERROR;
  const server = serverText(error);
  if (server && /expired/i.test(server)) return RESET_LINK_EXPIRED;
  if (server && /invalid token/i.test(server)) return RESET_LINK_INVALID;
  return server ?? RESET_FALLBACK;
}

export const RESET_SUCCESS = 'Password has been reset successfully. Redirecting to login...';
