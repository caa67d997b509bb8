import { dependencyOutageOf } from '../aws/dependency-errors';
import { RETRY_AFTER_SECONDS } from '../aws/time-budget';
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
  ReusedKeyError,
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
  UnprocessableEntityError,
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
  [ReusedKeyError, UnprocessableEntityError],
  [DependencyFailedError, BadGatewayError],
  [DependencyUnavailableError, ServiceUnavailableError],
];

/**
 * What a dependency outage answers. It never says the request failed: a write whose answer timed
 * out may still have been applied (DynamoDB or S3 received it before going quiet), so a change is
 * worth checking before it is sent again. Once creates take an Idempotency-Key, a retry with the
 * same key will be the safe answer to that.
 */
export const OUTAGE_MESSAGE_READ = 'The service is temporarily unavailable. Try again in a few seconds.';
export const OUTAGE_MESSAGE_WRITE =
  'The service is temporarily unavailable. Check whether your change was saved before you try again in a few seconds.';

const RETRY_AFTER = { 'retry-after': String(RETRY_AFTER_SECONDS) };

function isReadMethod(method: string | undefined): boolean {
  return method === undefined || ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/**
 * What the client is answered for an error: an HttpError as it is, a domain error mapped, a
 * dependency outage (lib/aws/dependency-errors.ts) a 503 with `Retry-After`, else undefined (a
 * 500). `method` is the request's, so an outage during a write says the change may have happened.
 */
export function httpErrorOf(error: unknown, method?: string): HttpError | undefined {
  if (error instanceof HttpError) return error;
  for (const [domainClass, httpClass] of STATUS_OF_DOMAIN_ERROR) {
    if (error instanceof domainClass) {
      const { details, retryAfterSeconds } = error as DomainError;
      // An error that says when to retry says so; an unavailable dependency always does.
      const headers =
        retryAfterSeconds !== undefined
          ? { 'retry-after': String(retryAfterSeconds) }
          : httpClass === ServiceUnavailableError
            ? RETRY_AFTER
            : {};
      return new httpClass(error.message, { cause: error, details, headers });
    }
  }
  if (dependencyOutageOf(error)) {
    const message = isReadMethod(method) ? OUTAGE_MESSAGE_READ : OUTAGE_MESSAGE_WRITE;
    return new ServiceUnavailableError(message, { cause: error, headers: RETRY_AFTER });
  }
  return undefined;
}
