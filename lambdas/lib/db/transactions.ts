import { RETRY_AFTER_SECONDS } from '../aws/time-budget';
import { DependencyUnavailableError } from '../errors';

/** What an ElectroDB write transaction answers: canceled, with one reason per item. */
interface TransactionResult {
  canceled: boolean;
  data: unknown;
}

const MAX_ATTEMPTS = 3;

/**
 * Cancellation reasons that say "not now" rather than "never": DynamoDB throttled an item, or
 * other transactions kept touching it through every attempt. The write did not happen, and a
 * retry a little later may well succeed, so they are answered like any dependency outage.
 */
const TRANSIENT_REASONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'TransactionConflict']);

function reasonCodes(result: TransactionResult): Array<string | undefined> {
  return Array.isArray(result.data) ? result.data.map((item) => (item as { code?: string })?.code) : [];
}

/** The cancellation reason of each item (`ConditionalCheckFailed`, `None`, …) of a canceled transaction. */
function cancellationCodes(result: TransactionResult): Array<string | undefined> {
  return result.canceled ? reasonCodes(result) : [];
}

/**
 * Runs a write transaction again when DynamoDB canceled it only because another transaction
 * touched the same item at the same moment (`TransactionConflict`): the SDK does not retry those,
 * and DynamoDB Local, which runs transactions one at a time, never produces them.
 */
async function retryOnTransactionConflict<Result extends TransactionResult>(
  run: () => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await run();
    const conflict = cancellationCodes(result).includes('TransactionConflict');
    if (!conflict || attempt === MAX_ATTEMPTS) return result;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt));
  }
}

/** One write of a guarded transaction, and the error its condition failing stands for. */
export interface GuardedWrite<Commit> {
  write: Commit;
  /**
   * Thrown when this write's condition is what canceled the transaction (a domain error: a taken
   * value, a stale version). A function is called only then, for a failure that needs a read to
   * tell which it is (an item gone vs changed meanwhile).
   */
  failure?: Error | (() => Error | Promise<Error>);
}

/**
 * The one way to run a guarded write (uniqueness guard items, version conditions, counters):
 * an ElectroDB write transaction, retried on write-write conflicts, that, when canceled, throws
 * the error of the first write whose condition failed, so each caller says once what every guard
 * item and condition means (`Slug exists`, `Topic not found`, a stale version).
 */
export async function runGuardedTransaction(
  run: (
    collect: <Writes extends readonly GuardedWrite<unknown>[]>(writes: Writes) => Array<Writes[number]['write']>,
  ) => Promise<TransactionResult>,
): Promise<void> {
  let failures: Array<GuardedWrite<unknown>['failure']> = [];
  const collect = <Writes extends readonly GuardedWrite<unknown>[]>(writes: Writes): Array<Writes[number]['write']> => {
    failures = writes.map((entry) => entry.failure);
    return writes.map((entry) => entry.write);
  };
  const result = await retryOnTransactionConflict(() => run(collect));
  if (!result.canceled) return;
  const codes = cancellationCodes(result);
  for (const [index, failure] of failures.entries()) {
    if (failure && codes[index] === 'ConditionalCheckFailed')
      throw typeof failure === 'function' ? await failure() : failure;
  }
  if (codes.some((code) => code !== undefined && TRANSIENT_REASONS.has(code))) {
    throw new DependencyUnavailableError(
      `The service is busy right now and nothing was saved. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
      { retryAfterSeconds: RETRY_AFTER_SECONDS, cause: new Error(`Transaction canceled: ${codes.join(', ')}`) },
    );
  }
  throw new Error(`Transaction canceled: ${codes.join(', ')}`);
}

/** An ElectroDB write refused by its condition (DynamoDB's `ConditionalCheckFailedException`). */
export function isConditionFailure(error: unknown): boolean {
  return (error as { cause?: { name?: string } } | undefined)?.cause?.name === 'ConditionalCheckFailedException';
}

/** Runs a conditional write; false when its condition failed (someone changed the item meanwhile). */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
