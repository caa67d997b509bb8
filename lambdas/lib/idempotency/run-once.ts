import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_SECONDS } from '#shared/idempotency.ts';
import { idempotencyStore } from '../db/idempotency-store';
import { ConflictingWriteError, ReusedKeyError } from '../errors';

export interface OnceRequest<Result> {
  /** Who may replay the answer: the route and the caller (a user id, or `anonymous`). */
  scope: string;
  /** The client's retry key (the Idempotency-Key header). */
  key: string;
  /** What a retry must repeat exactly: the request body (compared key order aside). */
  payload: unknown;
  context: Context;
  /** Whether an answer is kept for retries; one that is not lets the client retry with the same key. */
  remember: (result: Result) => boolean;
}

/** Thrown through Powertools so it deletes the in-progress record of an answer not to be kept. */
class NotRemembered<Result> extends Error {
  constructor(readonly result: Result) {
    super('Answer not remembered');
  }
}

/**
 * Run a create once per retry key: the first request runs `work` and its kept answer is stored for
 * 24 h; a retry with the same key and payload gets that answer without running `work` again.
 * Built on Powertools' idempotency utility (DynamoDB persistence in the one table). A new config
 * per request: Powertools keeps the Lambda context on it, and the local gateway runs concurrent
 * requests in one process.
 */
export async function runOnce<Result>(request: OnceRequest<Result>, work: () => Promise<Result>): Promise<Result> {
  const once = makeIdempotent(
    async (_payload: unknown, _context: Context) => {
      const result = await work();
      if (!request.remember(result)) throw new NotRemembered(result);
      return result;
    },
    {
      persistenceStore: idempotencyStore(request.scope),
      keyPrefix: 'key',
      config: new IdempotencyConfig({
        eventKeyJmesPath: 'key',
        payloadValidationJmesPath: 'payload',
        expiresAfterSeconds: IDEMPOTENCY_KEY_TTL_SECONDS,
        throwOnNoIdempotencyKey: true,
      }),
    },
  );
  try {
    return (await once({ key: request.key, payload: request.payload ?? null }, request.context)) as Result;
  } catch (error) {
    if (error instanceof NotRemembered) return error.result as Result;
    if (error instanceof IdempotencyValidationError) {
      throw new ReusedKeyError(
        `${IDEMPOTENCY_KEY_HEADER} "${request.key}" was already used with a different request body: ` +
          'send a new key for a new request',
      );
    }
    if (error instanceof IdempotencyAlreadyInProgressError) {
      throw new ConflictingWriteError(
        `A request with ${IDEMPOTENCY_KEY_HEADER} "${request.key}" is still in progress: ` +
          'try again in a moment to get its answer',
      );
    }
    throw error;
  }
}
