import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_STATS_TIMEOUT_MS } from '#shared/constants.ts';
import { fetchVisitorCount, mockVisitorCount } from '#web/features/visitor-stats/api/fetch-visitor-count.ts';
import { apiCallLog } from '#web/shared/api/call-log.ts';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.stubGlobal('window', { location: { hostname: 'localhost', origin: 'http://localhost:5173' } });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('mockVisitorCount', () => {
  it('stays within 100 to 1099 and is marked as a mock', () => {
    expect(mockVisitorCount(() => 0)).toEqual({ totalVisitors: 100, source: 'mock' });
    expect(mockVisitorCount(() => 0.999999999)).toEqual({ totalVisitors: 1099, source: 'mock' });
    for (let i = 0; i < 200; i += 1) {
      const { totalVisitors } = mockVisitorCount();
      expect(Number.isInteger(totalVisitors)).toBe(true);
      expect(totalVisitors).toBeGreaterThanOrEqual(100);
      expect(totalVisitors).toBeLessThanOrEqual(1099);
    }
  });
});

describe('fetchVisitorCount', () => {
  it('shows the live count from the API, from the fallback API address off the product hosts', async () => {
    const fetch = vi.fn(async (_url: string) => jsonResponse({ totalVisitors: 42 }));
    vi.stubGlobal('fetch', fetch);

    await expect(fetchVisitorCount()).resolves.toEqual({ totalVisitors: 42, source: 'api' });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://localhost:5000/api/visitor/stats');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and falls back to a marked estimate when the API fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Internal server error' }, 500)),
    );

    const count = await fetchVisitorCount();

    expect(count.source).toBe('mock');
    expect(count.totalVisitors).toBeGreaterThanOrEqual(100);
    expect(count.totalVisitors).toBeLessThanOrEqual(1099);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('treats an answer without a count as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ totalVisitors: 'many' })),
    );
    await expect(fetchVisitorCount()).resolves.toMatchObject({ source: 'mock' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives up after 3 seconds and shows the estimate', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );

    const pending = fetchVisitorCount();
    await vi.advanceTimersByTimeAsync(VISITOR_STATS_TIMEOUT_MS);

    await expect(pending).resolves.toMatchObject({ source: 'mock' });
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/timed out after 3 s/);
    // Logged as a timeout, but as a background call: its estimate is the answer, no notification.
    expect(apiCallLog.getSnapshot()[0]).toMatchObject({
      route: 'GET /visitor/stats',
      outcome: 'timeout',
      background: true,
    });
  });
});
