import { AUTHENTICATION_REQUIRED } from '#shared/constants.ts';

export interface HttpErrorOptions {
  cause?: unknown;
  /** Extra top-level fields of the JSON answer, e.g. `{ isDeleted: true }` or `{ errors: [...] }`. */
  details?: Record<string, unknown>;
  /** Extra response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
}

/**
 * The API's error vocabulary: one subclass per status the API answers. The error handler answers
 * `{ message, ...details }` with the status; an error that is not an HttpError (nor a domain
 * error, see `httpErrorOf`) becomes a bare 500, so nothing internal reaches the client. Only the
 * subclasses below are constructed.
 */
export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(message: string, options: HttpErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }
}

export class BadRequestError extends HttpError {
  override readonly name = 'BadRequestError';
  readonly statusCode = 400;
}

export class UnauthorizedError extends HttpError {
  override readonly name = 'UnauthorizedError';
  readonly statusCode = 401;
  constructor(message = AUTHENTICATION_REQUIRED, options?: HttpErrorOptions) {
    super(message, options);
  }
}

export class ForbiddenError extends HttpError {
  override readonly name = 'ForbiddenError';
  readonly statusCode = 403;
  constructor(message = 'Access denied', options?: HttpErrorOptions) {
    super(message, options);
  }
}

export class NotFoundError extends HttpError {
  override readonly name = 'NotFoundError';
  readonly statusCode = 404;
  constructor(message = 'Not Found', options?: HttpErrorOptions) {
    super(message, options);
  }
}

export class ConflictError extends HttpError {
  override readonly name = 'ConflictError';
  readonly statusCode = 409;
}

export class UnsupportedMediaTypeError extends HttpError {
  override readonly name = 'UnsupportedMediaTypeError';
  readonly statusCode = 415;
}

export class UnprocessableEntityError extends HttpError {
  override readonly name = 'UnprocessableEntityError';
  readonly statusCode = 422;
}

export class TooManyRequestsError extends HttpError {
  override readonly name = 'TooManyRequestsError';
  readonly statusCode = 429;
}

/** A dependency (mail, storage) failed; the message is ours and says what the client can do. */
export class BadGatewayError extends HttpError {
  override readonly name = 'BadGatewayError';
  readonly statusCode = 502;
}

/** A dependency is unavailable for now; the client may retry later. */
export class ServiceUnavailableError extends HttpError {
  override readonly name = 'ServiceUnavailableError';
  readonly statusCode = 503;
}
