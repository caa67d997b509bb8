import type { VisitorStats } from '#shared/analytics.ts';
import { VISITOR_STATS_TIMEOUT_MS } from '#shared/constants.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** Where a count came from: the API, or a stand-in shown as an estimate when the API failed. */
type VisitorCountSource = 'api' | 'mock';

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
    const stats = await apiClient.request('GET /visitor/stats', {
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

/** The words after the number: "visitor so far" for one, else "visitors so far". */
export const visitorsSoFar = (count: number) => (count === 1 ? 'visitor so far' : 'visitors so far');

/** The note beside an estimate, so a stand-in is never read as the live count. */
export const ESTIMATE_NOTE = '(estimate, live count unavailable)';
