/** An API call that failed. `status` is the HTTP status, or 0 when no answer arrived. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The parsed answer (JSON or text) when the server sent one. */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.body = body;
  }
}

/** No answer within the time limit; the request was aborted. */
export class ApiTimeoutError extends ApiError {
  override name = 'ApiTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, options?: ErrorOptions) {
    super(`The request timed out after ${timeoutMs / 1000} s. Please try again.`, 0, undefined, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The server could not be reached at all (offline, DNS, CORS refusal, connection reset). */
export class ApiNetworkError extends ApiError {
  override name = 'ApiNetworkError';

  constructor(options?: ErrorOptions) {
    super('Could not reach the server. Check your connection and try again.', 0, undefined, options);
  }
}

/**
 * The sentence a failed call is shown as: a refusal (4xx) in the server's own words, its `message`
 * (or `error`) field; a server failure as a plain sentence about the status. Only 502 and 503 keep
 * the server's words, which it writes for the user (the mail that did not go out, an outage and
 * whether the change was saved); a 500 says only "Internal server error", which reads as a crash.
 */
export function errorMessageFor(status: number, body: unknown): string {
  const serverWritesForUser = status < 500 || status === 502 || status === 503;
  if (serverWritesForUser && typeof body === 'object' && body !== null) {
    for (const field of ['message', 'error'] as const) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  if (status >= 500) return `The server ran into a problem (HTTP ${status}). Please try again later.`;
  return `The request was refused (HTTP ${status}).`;
}

/** Worth asking again: no answer at all (status 0: network, timeout) or a server-side failure. */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}
