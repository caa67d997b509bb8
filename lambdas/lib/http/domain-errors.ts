import {
  ConflictingWriteError,
  DependencyFailedError,
  DependencyUnavailableError,
  type DomainError,
  InvalidCredentialsError,
  InvalidInputError,
  ItemNotFoundError,
  NotPermittedError,
  RateLimitedError,
} from '../errors';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  type HttpErrorOptions,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
} from './errors';

type HttpErrorClass = new (message: string, options?: HttpErrorOptions) => HttpError;

/** The one place that says which status each domain error answers. */
const STATUS_OF_DOMAIN_ERROR: ReadonlyArray<[abstract new (...args: never[]) => DomainError, HttpErrorClass]> = [
  [InvalidInputError, BadRequestError],
  [InvalidCredentialsError, UnauthorizedError],
  [NotPermittedError, ForbiddenError],
  [ItemNotFoundError, NotFoundError],
  [ConflictingWriteError, ConflictError],
  [RateLimitedError, TooManyRequestsError],
  [DependencyFailedError, BadGatewayError],
  [DependencyUnavailableError, ServiceUnavailableError],
];

/** What the client is answered for an error: an HttpError as it is, a domain error mapped, else undefined (a 500). */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  for (const [domainClass, httpClass] of STATUS_OF_DOMAIN_ERROR) {
    if (error instanceof domainClass) {
      const { details, retryAfterSeconds } = error as DomainError;
      const headers: Record<string, string> =
        retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
      return new httpClass(error.message, { cause: error, details, headers });
    }
  }
  return undefined;
}
