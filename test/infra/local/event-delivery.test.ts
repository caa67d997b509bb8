import { describe, expect, it } from 'vitest';
import { backoffMs, deliverWithRetries, objectCreatedEvent } from '#infra/local/events/event-delivery.ts';

const policy = { maxAttempts: 3, baseBackoffMs: 10 };

describe('local event delivery', () => {
  it('doubles the wait after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(250, attempt))).toEqual([250, 500, 1000, 2000]);
  });

  it('tries again until the worker takes the event, then reports it delivered', async () => {
    const answers = [false, true];
    let calls = 0;
    const error = await deliverWithRetries(
      policy,
      async () => answers[calls++] ?? false,
      () => false,
    );
    expect(error).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('answers the last error after every attempt failed, having waited between them', async () => {
    let calls = 0;
    const started = performance.now();
    const error = await deliverWithRetries(
      policy,
      async () => {
        calls++;
        throw new Error(`attempt ${calls} failed`);
      },
      () => false,
    );
    expect(calls).toBe(3);
    expect(error).toBe('Error: attempt 3 failed');
    // 10 ms then 20 ms of backoff.
    expect(performance.now() - started).toBeGreaterThanOrEqual(29);
  });

  it('a worker that only answers false is reported as such', async () => {
    expect(
      await deliverWithRetries(
        policy,
        async () => false,
        () => false,
      ),
    ).toBe('the worker reported the event failed');
  });

  it('stops trying once its source is stopped, with nothing to dead-letter', async () => {
    let calls = 0;
    const error = await deliverWithRetries(
      policy,
      async () => {
        calls++;
        return false;
      },
      () => true,
    );
    expect(error).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('builds the EventBridge event S3 sends for a new object', () => {
    expect(objectCreatedEvent('eu-west-1', 'media', { key: 'uploads/a', size: 3 })).toMatchObject({
      'detail-type': 'Object Created',
      source: 'aws.s3',
      region: 'eu-west-1',
      detail: { bucket: { name: 'media' }, object: { key: 'uploads/a', size: 3 } },
    });
  });
});
