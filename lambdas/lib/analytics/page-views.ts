import { VISITOR_SESSION_RETENTION_SECONDS } from '#shared/constants.ts';
import { PageViewCounter } from '../db/entities/page-view-counter';
import { SiteCounter } from '../db/entities/site-counter';
import { VisitorSession } from '../db/entities/visitor-session';
import { sendOnce } from '../db/single-attempt';
import { conditionally } from '../db/transactions';

const TOTAL_VISITORS = 'totalVisitors';

/**
 * Get the page-view counter of a path on a day (UTC, `YYYY-MM-DD`) and add one view, atomically.
 * Sent once (db/single-attempt.ts): a retried `ADD` after a timeout could count the view twice.
 */
export async function incrementPageViews(path: string, day: string): Promise<number> {
  const answer = await sendOnce(
    PageViewCounter.upsert({ path, day }).add({ views: 1 }).params({ response: 'all_new' }),
  );
  return Number(answer.Attributes?.views ?? 0);
}

/**
 * Record a session the first time it is seen (a conditional put) and then add one to the total
 * visitors. Not one transaction on purpose: every new visitor writes the same counter item, and
 * concurrent transactions on one item are canceled (`TransactionConflict`) in DynamoDB, while a
 * plain `ADD` never is. A repeated session fails the condition, so a visitor is counted once, and
 * the `ADD` is sent once (db/single-attempt.ts), so a retry after a timeout does not count it twice.
 */
export async function registerVisitorSession(sessionId: string, firstPath: string, now: Date): Promise<boolean> {
  const registered = await conditionally(() =>
    VisitorSession.create({
      sessionId,
      firstPath,
      startedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + VISITOR_SESSION_RETENTION_SECONDS,
    }).go(),
  );
  if (!registered) return false;
  await sendOnce(SiteCounter.upsert({ name: TOTAL_VISITORS }).add({ value: 1 }).params());
  return true;
}

/** Get the total number of visitors (0 before the first one). */
export async function getTotalVisitors(): Promise<number> {
  const { data } = await SiteCounter.get({ name: TOTAL_VISITORS }).go();
  return data?.value ?? 0;
}

/** Parallel queries at most, so a 90-day summary never bursts 90 requests at the table at once. */
const DAY_QUERY_CONCURRENCY = 10;

/**
 * Get every path's views on each of the given days (UTC, `YYYY-MM-DD`): one Query per day on the
 * by-day index (gsi1, partition `day`). A day of more than 1 MB of counters (thousands of paths)
 * takes further pages of the same Query. Never a Scan.
 */
export async function getPageViewsOfDays(
  days: readonly string[],
): Promise<Map<string, { path: string; views: number }[]>> {
  const byDay = new Map<string, { path: string; views: number }[]>();
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const day = days[next++] as string;
      const { data } = await PageViewCounter.query.byDay({ day }).go({ pages: 'all' });
      byDay.set(
        day,
        data.map((counter) => ({ path: counter.path, views: counter.views ?? 0 })),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(DAY_QUERY_CONCURRENCY, days.length) }, worker));
  return byDay;
}
