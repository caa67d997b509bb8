import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#web/shared/api/api-client.ts';
import { ApiTimeoutError } from '#web/shared/api/api-error.ts';
import { type ApiCall, createCallLog } from '#web/shared/api/call-log.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const call = (route: ApiCall['route'], outcome: ApiCall['outcome']) =>
  ({ route, outcome, durationMs: 5, startedAt: 1_700_000_000_000, background: false }) as const;

describe('call log', () => {
  it('keeps the last 20 calls, newest first, numbered in order', () => {
    const log = createCallLog();
    for (let index = 0; index < 25; index++) log.record(call('GET /health', 200 + index));
    const calls = log.getSnapshot();
    expect(calls).toHaveLength(20);
    expect(calls[0]).toMatchObject({ seq: 25, outcome: 224 });
    expect(calls.at(-1)).toMatchObject({ seq: 6, outcome: 205 });
  });

  it('gives listeners a new snapshot per call and the same one in between (useSyncExternalStore)', () => {
    const log = createCallLog(3);
    const listener = vi.fn();
    const stop = log.subscribe(listener);
    const empty = log.getSnapshot();
    expect(log.getSnapshot()).toBe(empty);

    log.record(call('GET /auth/me', 401));
    expect(listener).toHaveBeenCalledTimes(1);
    const afterOne = log.getSnapshot();
    expect(afterOne).not.toBe(empty);
    expect(log.getSnapshot()).toBe(afterOne);

    stop();
    log.record(call('GET /auth/me', 200));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.getSnapshot()).toHaveLength(2);
  });
});

describe('API client call logging', () => {
  const jsonResponse = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  function loggedClient() {
    const log = createCallLog();
    const client = createApiClient({
      baseUrl: () => 'https://api.test/api',
      authToken: () => undefined,
      onCall: log.record,
    });
    return { log, client };
  }

  it('logs each answer with its route, status and duration, errors included', async () => {
    const { log, client } = loggedClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ totalVisitors: 3 })),
    );
    await client.request('GET /visitor/stats');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Access denied' }, 403)),
    );
    await expect(client.request('GET /users')).rejects.toThrow('Access denied');

    const [denied, answered] = log.getSnapshot();
    expect(answered).toMatchObject({ route: 'GET /visitor/stats', outcome: 200, background: false });
    expect(denied).toMatchObject({ route: 'GET /users', outcome: 403 });
    expect(denied?.durationMs).toBeGreaterThanOrEqual(0);
    expect(Math.abs((denied?.startedAt ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it('logs a timeout after the time limit, and marks background calls', async () => {
    vi.useFakeTimers();
    const { log, client } = loggedClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const pending = client.request('GET /health', { timeoutMs: 1_000, background: true });
    const failure = expect(pending).rejects.toBeInstanceOf(ApiTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await failure;
    expect(log.getSnapshot()[0]).toMatchObject({ route: 'GET /health', outcome: 'timeout', background: true });
    expect(log.getSnapshot()[0]?.durationMs).toBeGreaterThanOrEqual(1_000);
  });

  it('logs no answer at all as a network failure, and a call the caller cancelled as aborted', async () => {
    const { log, client } = loggedClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(client.request('GET /health')).rejects.toThrow('Could not reach the server');
    const cancel = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        cancel.abort();
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(client.request('GET /health', { signal: cancel.signal })).rejects.toThrow('aborted');
    expect(log.getSnapshot().map((entry) => entry.outcome)).toEqual(['aborted', 'network']);
  });
});
