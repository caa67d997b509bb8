import type { SQSEvent } from 'aws-lambda';
import { afterEach, expect, it, vi } from 'vitest';
import { LocalMailQueue } from '#infra/local/events/mail-queue.ts';

afterEach(() => vi.useRealTimers());

it('delivers a message queued while the clock was set ahead, once the clock is back', async () => {
  const delivered: string[] = [];
  const queue = await new LocalMailQueue({
    pollMs: 10,
    worker: () => async (event: SQSEvent) => {
      delivered.push(...event.Records.map((record) => record.body));
      return { batchItemFailures: [] };
    },
  }).start();
  try {
    // As a test of a recent-sign-in rule does: the handlers queue a mail at a later time, then the
    // clock goes back before the queue's next poll.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    queue.send('{"to":"later@example.test"}');
    vi.useRealTimers();
    expect(await queue.drained(2_000)).toBe(true);
    expect(delivered).toEqual(['{"to":"later@example.test"}']);
  } finally {
    await queue.stop();
  }
});
