import { ApiError } from '#web/shared/api/api-error.ts';
import { isRecord } from '#web/shared/lib/record-fields.ts';

/**
 * The HTTP client named in front of the generic delete form's errors (`{client} ERR: {server message}`).
 * The SPA's one API client is built on the browser's fetch, so the prefix is `fetch`.
 */
const HTTP_CLIENT_NAME = 'fetch';

/** What the delete form says when the server's answer carries no message. */
const DELETE_FALLBACK_MESSAGE = 'Internal server error';

/**
 * `fetch ERR: {server message}` for a failed read or delete on the generic delete page: the
 * answer's `message`, else `Internal server error`. A call that got no answer at all (offline,
 * time limit) names that instead, since no server said anything.
 */
export function deleteErrorText(error: unknown): string {
  return `${HTTP_CLIENT_NAME} ERR: ${reasonOf(error)}`;
}

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return DELETE_FALLBACK_MESSAGE;
  if (error.status === 0) return error.message;
  const message = isRecord(error.body) ? error.body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : DELETE_FALLBACK_MESSAGE;
}
