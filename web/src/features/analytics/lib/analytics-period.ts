import { ANALYTICS_DAYS_DEFAULT } from '#shared/analytics.ts';
import { type DateStyle, formatDate, UTC } from '#shared/dates.ts';

/** The periods the analytics page offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The `?days=` of the page's address, if it is one of the offered periods; else the default (30). */
export function parseAnalyticsPeriod(value: string | null): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((days) => String(days) === value) ?? (ANALYTICS_DAYS_DEFAULT as AnalyticsPeriod);
}

/** A UTC day (`YYYY-MM-DD`, the days views are counted by) as `21 Nov 2026`, or `21 Nov` on the chart's axis. */
export function formatDay(day: string, style: Extract<DateStyle, 'date' | 'dayMonth'> = 'date'): string {
  return formatDate(day, style, UTC);
}
