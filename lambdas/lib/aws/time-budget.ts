import { FUNCTION_TIMEOUT_SECONDS } from '#shared/constants.ts';

/**
 * The time budgets of a request, in one place (the function timeout itself is FUNCTION_TIMEOUT_SECONDS
 * in shared/constants.ts, which CDK and the sign-in reservations read). Every endpoint function
 * has a 10 s timeout; when it runs out, Lambda (or middy just before it) ends the request with a
 * generic 500 that says nothing true about what happened. So every AWS SDK client gives up on a dependency well before that, and
 * the handler answers the outage itself: `503` with `Retry-After` (see lib/aws/dependency-errors.ts
 * and lib/http/domain-errors.ts).
 *
 * One SDK call (every attempt and the wait between them) ends within DEPENDENCY_CALL_BUDGET_MS:
 *
 *   worst case = maxAttempts × requestTimeout + (maxAttempts − 1) × MAX_RETRY_BACKOFF_MS
 *   in AWS:      2 × 2.0 s + 1 × 1.0 s = 5.0 s
 *   locally:     2 × 2.5 s + 1 × 1.0 s = 6.0 s (DynamoDB Local never throttles: in practice 5.05 s)
 *
 * - `requestTimeout` counts from the moment the request is created, so it covers waiting for a
 *   socket, connecting, sending and the whole answer. It only ends the attempt with
 *   `throwOnRequestTimeout: true`; without it the SDK merely logs a warning and waits on (that is
 *   how a paused DynamoDB used to hold `POST /api/posts` for the full 10 s).
 * - DynamoDB, S3, SES and KMS answer in milliseconds in AWS; 2 s per attempt leaves room for a
 *   10 MB upload to S3 and a cold connection. A connection that takes more than 1 s to open in AWS
 *   is a failure worth retrying on a new one.
 * - Locally DynamoDB Local (a JVM) and s3rver on a busy laptop can take seconds to accept a burst
 *   of connections, so the connect phase may use the whole attempt (2.5 s, twice).
 * - Two attempts: one retry absorbs a reset keep-alive socket or one throttled request; a third
 *   would not fit the budget. The SDK's `standard` retry strategy waits up to 50 ms before retrying
 *   a transient error and up to 1 s (MAX_RETRY_BACKOFF_MS) after throttling. `adaptive` is not used:
 *   its client-side rate limiter can hold a request before the first attempt, outside every timeout.
 *
 * What is left of the 10 s (at least 4 s) is for the handler's own work and a second call; middy
 * answers 503 itself EARLY_TIMEOUT_MARGIN_MS before the deadline when calls add up past it.
 */

/** The timeout of every endpoint function (`FUNCTION_TIMEOUT_SECONDS` of shared/constants.ts, which CDK sets), in ms. */
export const FUNCTION_TIMEOUT_MS = FUNCTION_TIMEOUT_SECONDS * 1000;

/** One dependency call, all attempts included, gives up within this. */
export const DEPENDENCY_CALL_BUDGET_MS = 6_000;

/** The longest wait of the SDK's standard retry strategy before its one retry (after throttling). */
const MAX_RETRY_BACKOFF_MS = 1_000;

/**
 * middy stops waiting for the handler this long before the function's deadline and the error
 * handler answers 503 (its `timeoutEarlyResponse` throws a `TimeoutError`): enough for the answer
 * and its log line, never the runtime's 500.
 */
export const EARLY_TIMEOUT_MARGIN_MS = 1_000;

/** What a 503 for an outage says in `Retry-After`: about the time a paused or restarting dependency needs. */
export const RETRY_AFTER_SECONDS = 5;

/** `GET /api/health`: how long a container reuses its last dependency checks, and how long one check may take. */
export const HEALTH_CACHE_MS = 5_000;
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

export interface AttemptBudget {
  maxAttempts: number;
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
}

/** In AWS. */
export const AWS_ATTEMPTS: AttemptBudget = { maxAttempts: 2, connectionTimeoutMs: 1_000, requestTimeoutMs: 2_000 };

/** Against the local emulators (an endpoint override is set). */
export const LOCAL_ATTEMPTS: AttemptBudget = { maxAttempts: 2, connectionTimeoutMs: 2_500, requestTimeoutMs: 2_500 };

/** The longest one SDK call can take with this budget (see the formula above). */
export function worstCaseCallMs(budget: AttemptBudget): number {
  return budget.maxAttempts * budget.requestTimeoutMs + (budget.maxAttempts - 1) * MAX_RETRY_BACKOFF_MS;
}

/**
 * One attempt that may take the whole call budget of `budget`: for writes that must not be sent
 * twice (an `ADD` to a counter). The SDK retries a request that timed out, but a timeout does not
 * mean the write was not applied, so a retried `ADD` could count once more than it should.
 */
function singleAttempt(budget: AttemptBudget): AttemptBudget {
  return { maxAttempts: 1, connectionTimeoutMs: budget.connectionTimeoutMs, requestTimeoutMs: worstCaseCallMs(budget) };
}

/**
 * The timeout and retry settings of an AWS SDK client: the local budget when `endpoint` points it
 * at an emulator, else the AWS one (`once`: a single attempt, see singleAttempt). Spread into the
 * client's configuration.
 */
export function sdkClientBudget(endpoint: string | undefined, { once = false }: { once?: boolean } = {}) {
  const base = endpoint ? LOCAL_ATTEMPTS : AWS_ATTEMPTS;
  const budget = once ? singleAttempt(base) : base;
  return {
    maxAttempts: budget.maxAttempts,
    retryMode: 'standard',
    requestHandler: {
      connectionTimeout: budget.connectionTimeoutMs,
      requestTimeout: budget.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  } as const;
}
