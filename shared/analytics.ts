/** Limits and answers of the analytics endpoints, free of zod so the SPA's first load can use them. */
export const PAGE_PATH_MAX_LENGTH = 512;
export const REFERRER_MAX_LENGTH = 2048;
export const SESSION_ID_MIN_LENGTH = 8;
export const SESSION_ID_MAX_LENGTH = 128;

export interface PageViewInput {
  path: string;
  referrer?: string;
  sessionId?: string;
}

export interface VisitorStats {
  totalVisitors: number;
}

/** `GET /api/analytics/summary?days=`: the last N UTC days, today included. */
export const ANALYTICS_DAYS_MIN = 1;
export const ANALYTICS_DAYS_MAX = 90;
export const ANALYTICS_DAYS_DEFAULT = 30;
/** How many of the most viewed paths the summary lists. */
export const ANALYTICS_TOP_PATHS = 10;

interface DailyPageViews {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  views: number;
}

export interface PathPageViews {
  path: string;
  views: number;
}

export interface AnalyticsSummary {
  days: number;
  /** First and last day of the period (UTC, inclusive). */
  from: string;
  to: string;
  totalViews: number;
  /** One entry per day of the period, oldest first; days without views count 0. */
  daily: DailyPageViews[];
  /** The most viewed paths over the period, most views first (ties by path). */
  topPaths: PathPageViews[];
}
