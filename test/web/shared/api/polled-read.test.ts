import { describe, expect, it, vi } from 'vitest';
import { createPolledRead } from '#web/shared/api/polled-read.ts';

/** A read whose answers the test hands out one by one. */
function scriptedRead<Data>() {
  const pending: Array<{ resolve: (data: Data) => void; reject: (error: unknown) => void }> = [];
  let calls = 0;
  const read = () => {
    calls += 1;
    return new Promise<Data>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { read, calls: () => calls, next: () => pending.shift() };
}

describe('a polled read (the connection indicator and the status pages share one)', () => {
  it('shows a read in progress, then its data', async () => {
    const script = scriptedRead<string>();
    const health = createPolledRead(script.read, { intervalMs: 30_000 });
    const done = health.revalidate();
    expect(health.getSnapshot()).toEqual({ isValidating: true });
    script.next()?.resolve('healthy');
    await done;
    expect(health.getSnapshot()).toEqual({ data: 'healthy', isValidating: false });
  });

  it('joins a read already running instead of asking twice', async () => {
    const script = scriptedRead<string>();
    const health = createPolledRead(script.read, { intervalMs: 30_000 });
    const first = health.revalidate();
    const second = health.revalidate();
    health.revalidateOnMount();
    expect(script.calls()).toBe(1);
    script.next()?.resolve('healthy');
    await Promise.all([first, second]);
    expect(script.calls()).toBe(1);
  });

  it('keeps the last data while a later read fails, and clears the error on the next success', async () => {
    const script = scriptedRead<string>();
    const health = createPolledRead(script.read, { intervalMs: 30_000 });
    let read = health.revalidate();
    script.next()?.resolve('healthy');
    await read;
    const failure = new Error('no answer');
    read = health.revalidate();
    script.next()?.reject(failure);
    await read;
    expect(health.getSnapshot()).toEqual({ data: 'healthy', error: failure, isValidating: false });
    read = health.revalidate();
    script.next()?.resolve('unhealthy');
    await read;
    expect(health.getSnapshot()).toEqual({ data: 'unhealthy', isValidating: false });
  });

  it('does not read again on mount right after a read ended (2 s dedupe, as SWR)', async () => {
    const script = scriptedRead<string>();
    const health = createPolledRead(script.read, { intervalMs: 30_000 });
    const read = health.revalidate();
    script.next()?.resolve('healthy');
    await read;
    health.revalidateOnMount();
    expect(script.calls()).toBe(1);
  });
});

describe('a read without a poll (the home page visitor count)', () => {
  it('reads only when asked: no timer, and no focus or reconnect listeners', async () => {
    vi.useFakeTimers();
    try {
      const script = scriptedRead<number>();
      const count = createPolledRead(script.read, { revalidateOnFocus: false });
      // No `window` in this test's environment: a listener would throw here.
      const stop = count.subscribe(() => undefined);
      const read = count.revalidate();
      script.next()?.resolve(42);
      await read;
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(script.calls()).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
