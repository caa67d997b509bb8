import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which failures mean "a dependency is unavailable for now" (answered 503 with `Retry-After`),
 * in one place. Everything else a dependency throws (a validation error, access denied, a missing
 * table or bucket) is a fault of ours and stays a 500.
 */

/** The AWS services the handlers call; each SDK client is registered with `watchDependency`. */
export type Dependency = 'dynamodb' | 's3' | 'ses' | 'sqs' | 'kms' | 'secretsmanager';

export interface DependencyOutage {
  /** The service that failed; `unknown` when the error does not say (middy's own early timeout). */
  dependency: Dependency | 'unknown';
  /** The error name or code that made it an outage, for the log. */
  reason: string;
}

/** Error names of the SDKs (DynamoDB, S3, SES, SQS, KMS, Secrets Manager) and Node that mean "not now", not "never". */
const OUTAGE_NAMES = new Set([
  // Timeouts: the SDK's connect and request timeouts, an AbortSignal.timeout, middy's early timeout.
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  // Throttling.
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException',
  'SlowDown',
  // The service's own failures.
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
  'KMSInternalException',
  'DependencyTimeoutException',
  'KeyUnavailableException',
]);

/** Node's network error codes for a dependency that refuses, drops or cannot be reached now. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const DEPENDENCY = Symbol('dependency');

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
  [DEPENDENCY]?: Dependency;
}

/** The error and its causes, outermost first (ElectroDB wraps the SDK's error in `cause`). */
function* causeChain(error: unknown): Generator<ErrorFields> {
  let current = error;
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    yield current as ErrorFields;
    current = (current as ErrorFields).cause;
  }
}

function outageReason(error: ErrorFields): string | undefined {
  if (typeof error.name === 'string' && OUTAGE_NAMES.has(error.name)) return error.name;
  if (typeof error.code === 'string' && OUTAGE_CODES.has(error.code)) return error.code;
  const status = error.$metadata?.httpStatusCode;
  if (status !== undefined && (status >= 500 || status === 429)) return `HTTP ${status}`;
  return undefined;
}

/** The dependency an error came from: the client that threw it, or ElectroDB's (always DynamoDB). */
export function dependencyOf(error: unknown): Dependency | undefined {
  for (const link of causeChain(error)) {
    if (link[DEPENDENCY]) return link[DEPENDENCY];
    if (link.name === 'ElectroError') return 'dynamodb';
  }
  return undefined;
}

/** When `error` (or one of its causes) means a dependency is unavailable for now: which one and why. */
export function dependencyOutageOf(error: unknown): DependencyOutage | undefined {
  for (const link of causeChain(error)) {
    const reason = outageReason(link);
    if (reason) return { dependency: dependencyOf(error) ?? 'unknown', reason };
  }
  return undefined;
}

/**
 * Outages that used up a call's whole time budget: the dependency did not answer at all. One such
 * call already costs up to DEPENDENCY_CALL_BUDGET_MS (lib/aws/time-budget.ts).
 */
const TIME_SPENT_REASONS = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'ETIMEDOUT']);

/** The dependencies that stopped answering during the current request (see `withOutageMemory`). */
const silentInRequest = new AsyncLocalStorage<Map<Dependency, unknown>>();

/**
 * Runs one request with a memory of its dependencies that stopped answering: once a call to a
 * dependency has timed out in it, every later call of the same request to that dependency fails at
 * once with that outage instead of spending another whole call budget. So a request answers 503
 * within about one call budget of the outage, as the time budget promises, not two: a create whose
 * write timed out used to wait as long again for its idempotency record to be cleaned up, and
 * answered only at middy's early timeout (9 s). The cleanup that does not happen leaves an
 * in-progress record that expires with the function's time, as any crash would. Errors that come
 * back quickly (throttling, a refused connection) are not remembered: they cost no time.
 */
export function withOutageMemory<Result>(run: () => Result): Result {
  return silentInRequest.run(new Map(), run);
}

/** A call not made because its dependency stopped answering earlier in the same request. */
export class SkippedAfterOutageError extends Error {
  override readonly name = 'SkippedAfterOutageError';
  constructor(dependency: Dependency, earlier: unknown) {
    super(`Not sent: ${dependency} stopped answering earlier in this request`, { cause: earlier });
  }
}

interface MiddlewareStackLike {
  add(
    middleware: (next: (args: unknown) => Promise<unknown>) => (args: unknown) => Promise<unknown>,
    options: { step: 'initialize'; name: string; priority: 'high' },
  ): void;
}

/**
 * Registers an SDK client as `dependency`: every error it throws (after its retries) carries the
 * name, so the error handler can log which dependency failed; inside `withOutageMemory`, a call to
 * a dependency that timed out earlier in the request fails at once. Returns the client.
 */
export function watchDependency<Client extends { middlewareStack: object }>(
  client: Client,
  dependency: Dependency,
): Client {
  (client.middlewareStack as MiddlewareStackLike).add(
    (next) => async (args) => {
      const silent = silentInRequest.getStore();
      if (silent?.has(dependency))
        throw tagged(new SkippedAfterOutageError(dependency, silent.get(dependency)), dependency);
      try {
        return await next(args);
      } catch (error) {
        const reason = dependencyOutageOf(error)?.reason;
        if (silent && reason && TIME_SPENT_REASONS.has(reason)) silent.set(dependency, error);
        throw tagged(error, dependency);
      }
    },
    { step: 'initialize', name: 'dependencyName', priority: 'high' },
  );
  return client;
}

function tagged(error: unknown, dependency: Dependency): unknown {
  if (typeof error === 'object' && error !== null && !(DEPENDENCY in error)) {
    Object.defineProperty(error, DEPENDENCY, { value: dependency });
  }
  return error;
}
