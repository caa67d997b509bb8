import { preload } from 'swr';
import type { VisitorStats } from '#shared/analytics.ts';
import { VISITOR_STATS_TIMEOUT_MS } from '#shared/constants.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** Where a count came from: the API, or a stand-in shown as an estimate when the API failed. */
export type VisitorCountSource = 'api' | 'mock';

export interface VisitorCount {
  totalVisitors: number;
  source: VisitorCountSource;
}

const MOCK_MIN = 100;
const MOCK_SPAN = 1000;

export const visitorStatsKey = apiPath('GET /visitor/stats');

/** Spec §9: the stand-in count is a random whole number from 100 to 1099. */
export function mockVisitorCount(random: () => number = Math.random): VisitorCount {
  return { totalVisitors: MOCK_MIN + Math.floor(random() * MOCK_SPAN), source: 'mock' };
}

function isVisitorStats(value: unknown): value is VisitorStats {
  const total = (value as Partial<VisitorStats> | null)?.totalVisitors;
  return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0;
}

/** `GET /api/visitor/stats` within 3 s; on any failure a warning and a marked estimate (spec §7). */
export async function fetchVisitorCount(): Promise<VisitorCount> {
  try {
    // Background: its own 3 s fallback (an estimate) is the spec's silent answer to a timeout.
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

/** Starts the request before the page renders; resolves (never rejects) once the count is known. */
export function preloadVisitorCount(): Promise<VisitorCount> {
  return preload(visitorStatsKey, fetchVisitorCount);
}

export function useVisitorCount() {
  // Not in a pre-rendered page: the count is the visitor's own moment's, and it may follow the content.
  return useSWR(visitorStatsKey, fetchVisitorCount, { revalidateOnFocus: false, prerender: false });
}
