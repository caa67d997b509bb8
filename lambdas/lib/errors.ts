/**
 * What the domain modules (`lambdas/lib/<domain>/`) throw when a request cannot be done. They say
 * what went wrong in the domain's words and know nothing of HTTP; `lambdas/lib/http/domain-errors.ts`
 * is the one place that maps each to a status. The message is the one the client sees.
 */
export abstract class DomainError extends Error {
  /** Extra top-level fields of the answer, e.g. `{ isDeleted: true }` or `{ errors: [...] }`. */
  readonly details: Record<string, unknown>;
  /** When a retry may work, in seconds (answered as `Retry-After`): for rate limits and outages. */
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown>; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.details = options.details ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The base of one domain error class. `name` is written out because the bundles are minified, which renames classes. */
function domainError<const Name extends string>(name: Name) {
  return class extends DomainError {
    override readonly name = name;
  };
}

/** The input breaks a rule (a reserved slug, a parent that does not exist, a bad cursor). */
export class InvalidInputError extends domainError('InvalidInputError') {}
/** The credentials do not prove who the caller is. */
export class InvalidCredentialsError extends domainError('InvalidCredentialsError') {}
/** The caller is known but may not do this (someone else's item, a locked or deleted account). */
export class NotPermittedError extends domainError('NotPermittedError') {}
/** The item does not exist (or is soft-deleted, or hidden from this caller). */
export class ItemNotFoundError extends domainError('ItemNotFoundError') {}
/** A write was refused by what is stored: a taken unique value, or a version changed meanwhile. */
export class ConflictingWriteError extends domainError('ConflictingWriteError') {}
/** Too many requests of this kind from this caller for now. */
export class RateLimitedError extends domainError('RateLimitedError') {}
/** An outside service (mail) failed after the request's own writes; the message says what happened. */
export class DependencyFailedError extends domainError('DependencyFailedError') {}
/** A dependency or setting the request needs is not available now; retrying later may work. */
export class DependencyUnavailableError extends domainError('DependencyUnavailableError') {}
/** A retry key (Idempotency-Key) was sent again with a different request than its first use. */
export class ReusedKeyError extends domainError('ReusedKeyError') {}
