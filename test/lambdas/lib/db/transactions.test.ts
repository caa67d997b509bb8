import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { RETRY_AFTER_SECONDS } from '#lambdas/lib/aws/time-budget.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { runGuardedTransaction } from '#lambdas/lib/db/transactions.ts';
import { ConflictingWriteError, DependencyUnavailableError } from '#lambdas/lib/errors.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';

/** What ElectroDB answers for a canceled write transaction: one reason per item. */
const canceled = (...codes: string[]) => ({ canceled: true, data: codes.map((code) => ({ code })) });
const taken = new ConflictingWriteError('Slug exists');

/** Runs a guarded transaction of two writes whose store answers `results` in turn. */
async function guarded(...results: Array<{ canceled: boolean; data: unknown }>) {
  let attempts = 0;
  const outcome = await runGuardedTransaction(async (collect) => {
    collect([{ write: 'guard', failure: taken }, { write: 'item' }]);
    return results[Math.min(attempts++, results.length - 1)] as { canceled: boolean; data: unknown };
  }).then(
    () => 'committed',
    (error: unknown) => error,
  );
  return { outcome, attempts };
}

describe('runGuardedTransaction', () => {
  it("throws the failing write's own error when its condition canceled the transaction", async () => {
    expect((await guarded(canceled('ConditionalCheckFailed', 'None'))).outcome).toBe(taken);
  });

  it('answers a throttled transaction as a dependency outage with a retry time, not a fault', async () => {
    for (const code of ['ThrottlingError', 'ProvisionedThroughputExceeded']) {
      const { outcome, attempts } = await guarded(canceled('None', code));
      expect(outcome).toBeInstanceOf(DependencyUnavailableError);
      expect(outcome).toMatchObject({ retryAfterSeconds: RETRY_AFTER_SECONDS });
      expect(attempts).toBe(1);
    }
  });

  it('retries a write-write conflict, and answers an outage only when every attempt conflicted', async () => {
    expect(await guarded(canceled('TransactionConflict', 'None'), { canceled: false, data: [] })).toEqual({
      outcome: 'committed',
      attempts: 2,
    });
    const { outcome, attempts } = await guarded(canceled('TransactionConflict', 'None'));
    expect(attempts).toBe(3);
    expect(outcome).toBeInstanceOf(DependencyUnavailableError);
  });

  it('keeps any other cancellation a plain error (a fault of ours: 500)', async () => {
    const { outcome } = await guarded(canceled('ValidationError', 'None'));
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome).not.toBeInstanceOf(DependencyUnavailableError);
    expect((outcome as Error).message).toBe('Transaction canceled: ValidationError, None');
  });
});

describe('a throttled transaction through a route', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers POST /api/topics 503 with Retry-After, and nothing is written', async () => {
    const editor = await signedInAs('Editor');
    const name = `Throttled ${crypto.randomUUID()}`;
    const send = documentClient.send.bind(documentClient) as (command: unknown) => Promise<unknown>;
    // DynamoDB's answer to a throttled TransactWriteItems: canceled, with a reason per item.
    vi.spyOn(documentClient, 'send').mockImplementation(((command: unknown) =>
      command instanceof TransactWriteCommand
        ? Promise.reject(
            new TransactionCanceledException({
              message: 'Transaction cancelled',
              $metadata: { httpStatusCode: 400 },
              CancellationReasons: [{ Code: 'ThrottlingError' }, { Code: 'None' }],
            }),
          )
        : send(command)) as typeof documentClient.send);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const answer = await invoke(blogHandler, 'POST', '/api/topics', { headers: editor.headers, body: { name } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.json.message).toMatch(/nothing was saved/);

    vi.restoreAllMocks();
    const topics = await invoke(blogHandler, 'GET', '/api/topics');
    expect(JSON.stringify(topics.json)).not.toContain(name);
  });
});
