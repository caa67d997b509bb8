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

/**
 * The base of one status's error class. `name` is written out because the bundles are minified,
 * which renames classes.
 */
function statusError<const Name extends string, const Status extends number>(name: Name, statusCode: Status) {
  return class extends HttpError {
    override readonly name = name;
    readonly statusCode = statusCode;
  };
}

export class BadRequestError extends statusError('BadRequestError', 400) {}

export class UnauthorizedError extends statusError('UnauthorizedError', 401) {
  constructor(message = AUTHENTICATION_REQUIRED, options?: HttpErrorOptions) {
    super(message, options);
  }
}

export class ForbiddenError extends statusError('ForbiddenError', 403) {
  constructor(message = 'Access denied', options?: HttpErrorOptions) {
    super(message, options);
  }
}

export class NotFoundError extends statusError('NotFoundError', 404) {
  constructor(message = 'Not Found', options?: HttpErrorOptions) {
    super(message, options);
  }
}

export class ConflictError extends statusError('ConflictError', 409) {}
export class UnsupportedMediaTypeError extends statusError('UnsupportedMediaTypeError', 415) {}
export class UnprocessableEntityError extends statusError('UnprocessableEntityError', 422) {}
export class TooManyRequestsError extends statusError('TooManyRequestsError', 429) {}
/** A dependency (mail, storage) failed; the message is ours and says what the client can do. */
export class BadGatewayError extends statusError('BadGatewayError', 502) {}
/** A dependency is unavailable for now; the client may retry later. */
export class ServiceUnavailableError extends statusError('ServiceUnavailableError', 503) {}
