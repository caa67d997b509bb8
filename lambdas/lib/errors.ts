import { AUTHENTICATION_REQUIRED } from '#shared/constants.ts';

/**
 * Errors that reach the client. `expose: false` errors become a generic 500 in the error
 * handler, so no stack, AWS message or internal detail ever leaks.
 */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  readonly statusCode: number;
  readonly expose: boolean;
  /** Extra top-level fields of the JSON answer, e.g. `{ isDeleted: true }`. */
  readonly details: Record<string, unknown>;

  constructor(
    statusCode: number,
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown>; expose?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = statusCode;
    this.expose = options.expose ?? statusCode < 500;
    this.details = options.details ?? {};
  }
}

export class BadRequestError extends HttpError {
  override readonly name = 'BadRequestError';
  constructor(message: string, details?: Record<string, unknown>) {
    super(400, message, { details });
  }
}

export class UnauthorizedError extends HttpError {
  override readonly name = 'UnauthorizedError';
  constructor(message = AUTHENTICATION_REQUIRED) {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  override readonly name = 'ForbiddenError';
  constructor(message = 'Access denied', details?: Record<string, unknown>) {
    super(403, message, { details });
  }
}

export class NotFoundError extends HttpError {
  override readonly name = 'NotFoundError';
  constructor(message = 'Not Found') {
    super(404, message);
  }
}

/** Marks an error as a dependency failure: 500 to the client, but with a message we chose. */
export class DependencyError extends HttpError {
  override readonly name = 'DependencyError';
  constructor(message: string, cause?: unknown) {
    super(500, message, { cause, expose: true });
  }
}
