import { createWriteTransaction } from 'electrodb';
import { VISITOR_SESSION_RETENTION_SECONDS } from '../../../shared/constants';
import { PageViewCounter } from './entities/page-view-counter';
import { SiteCounter } from './entities/site-counter';
import { VisitorSession } from './entities/visitor-session';

const TOTAL_VISITORS = 'totalVisitors';

/** Get the page-view counter of a path on a day (UTC, `YYYY-MM-DD`) and add one view, atomically. */
export async function incrementPageViews(path: string, day: string): Promise<number> {
  const { data } = await PageViewCounter.upsert({ path, day }).add({ views: 1 }).go({ response: 'all_new' });
  return data.views ?? 0;
}

/**
 * Record a session the first time it is seen and, in the same transaction, add one to the total
 * visitors. A session seen before cancels the transaction, so a visitor is counted once.
 */
export async function registerVisitorSession(sessionId: string, firstPath: string, now: Date): Promise<boolean> {
  const result = await createWriteTransaction(
    { visitorSession: VisitorSession, siteCounter: SiteCounter },
    ({ visitorSession, siteCounter }) => [
      visitorSession
        .create({
          sessionId,
          firstPath,
          startedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + VISITOR_SESSION_RETENTION_SECONDS,
        })
        .commit(),
      siteCounter.upsert({ name: TOTAL_VISITORS }).add({ value: 1 }).commit(),
    ],
  ).go();
  if (!result.canceled) return true;
  const sessionExists = result.data[0]?.code === 'ConditionalCheckFailed';
  if (sessionExists) return false;
  throw new Error(`Visitor transaction canceled: ${result.data.map((item) => item.code).join(', ')}`);
}

/** Get the total number of visitors (0 before the first one). */
export async function getTotalVisitors(): Promise<number> {
  const { data } = await SiteCounter.get({ name: TOTAL_VISITORS }).go();
  return data?.value ?? 0;
}
