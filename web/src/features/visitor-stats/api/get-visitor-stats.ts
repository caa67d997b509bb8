import { useEffect, useSyncExternalStore } from 'react';
import type { VisitorStats } from '#shared/analytics.ts';
import { VISITOR_STATS_TIMEOUT_MS } from '#shared/constants.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { createPolledRead, type PolledReadState } from '#web/shared/api/polled-read.ts';

/** Where a count came from: the API, or a stand-in shown as an estimate when the API failed. */
export type VisitorCountSource = 'api' | 'mock';

export interface VisitorCount {
  totalVisitors: number;
  source: VisitorCountSource;
}

const MOCK_MIN = 100;
const MOCK_SPAN = 1000;

/** The stand-in count is a random whole number from 100 to 1099. */
export function mockVisitorCount(random: () => number = Math.random): VisitorCount {
  return { totalVisitors: MOCK_MIN + Math.floor(random() * MOCK_SPAN), source: 'mock' };
}

function isVisitorStats(value: unknown): value is VisitorStats {
  const total = (value as Partial<VisitorStats> | null)?.totalVisitors;
  return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0;
}

/** `GET /api/visitor/stats` within 3 s; on any failure a warning and a marked estimate. */
export async function fetchVisitorCount(): Promise<VisitorCount> {
  try {
    // Background: its own 3 s fallback (an estimate) answers a timeout, with no notice.
    const stats = await apiClient.request<unknown>('GET /visitor/stats', {
      timeoutMs: VISITOR_STATS_TIMEOUT_MS,
      background: true,
    });
    if (!isVisitorStats(stats)) throw new Error('The visitor stats answer has no totalVisitors count');
    return { totalVisitors: stats.totalVisitors, source: 'api' };
  } catch (error) {
    console.warn('Visitor stats unavailable; showing an estimate instead.', error);
    return mockVisitorCount();
  }
}

/**
 * The count, read once per visit of the home page (reads within 2 s are one): no poll, no read on
 * focus. A small store of the shell's own rather than SWR, so the home page's first load carries
 * no SWR (the 100 KB first-load budget, docs/rendering.md).
 */
const visitorCount = createPolledRead(fetchVisitorCount, { revalidateOnFocus: false });

/** Not part of a pre-rendered page: the count is the visitor's own moment's, and it follows the content. */
const NOT_YET: PolledReadState<VisitorCount> = { isValidating: false };

/** Starts the request before the page view is recorded; resolves (never rejects) once the count is known. */
export async function preloadVisitorCount(): Promise<VisitorCount | undefined> {
  await visitorCount.revalidateOnMount();
  return visitorCount.getSnapshot().data;
}

export function useVisitorCount(): PolledReadState<VisitorCount> {
  const state = useSyncExternalStore(visitorCount.subscribe, visitorCount.getSnapshot, () => NOT_YET);
  useEffect(() => {
    void visitorCount.revalidateOnMount();
  }, []);
  return state;
}
