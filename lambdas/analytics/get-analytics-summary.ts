import {
  ANALYTICS_DAYS_DEFAULT,
  ANALYTICS_TOP_PATHS,
  type AnalyticsSummary,
  type PathPageViews,
} from '#shared/analytics.ts';
import { analyticsSummaryQuerySchema } from '#shared/validation/analytics.ts';
import { getPageViewsOfDays } from '../lib/analytics/page-views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

const DAY_MS = 86_400_000;

/** The last `count` UTC days up to and including the day of `now`, oldest first. */
function lastDays(count: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * `GET /api/analytics/summary?days=` (admin): page views per day over the last `days` UTC days
 * (1–90, default 30) and the most viewed paths over them, from the per-path, per-day counters:
 * one Query per day on the by-day index.
 */
export const getAnalyticsSummary: RouteHandler = async ({ query }) => {
  const { days: requested } = validate(analyticsSummaryQuerySchema, query, 'query');
  const days = requested === undefined ? ANALYTICS_DAYS_DEFAULT : Number(requested);
  const period = lastDays(days, new Date());
  const viewsOfDays = await getPageViewsOfDays(period);

  const viewsByPath = new Map<string, number>();
  const daily = period.map((day) => {
    const counters = viewsOfDays.get(day) ?? [];
    for (const { path, views } of counters) viewsByPath.set(path, (viewsByPath.get(path) ?? 0) + views);
    return { day, views: counters.reduce((sum, counter) => sum + counter.views, 0) };
  });
  const topPaths: PathPageViews[] = [...viewsByPath]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .slice(0, ANALYTICS_TOP_PATHS);

  const summary: AnalyticsSummary = {
    days,
    from: period[0] as string,
    to: period[period.length - 1] as string,
    totalViews: daily.reduce((sum, entry) => sum + entry.views, 0),
    daily,
    topPaths,
  };
  return ok(summary);
};
