import { ANALYTICS_DAYS_DEFAULT } from '#shared/analytics.ts';

/** The periods the analytics page offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The `?days=` of the page's address, if it is one of the offered periods; else the default (30). */
export function parseAnalyticsPeriod(value: string | null): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((days) => String(days) === value) ?? (ANALYTICS_DAYS_DEFAULT as AnalyticsPeriod);
}

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A UTC day (`YYYY-MM-DD`) as a short axis label: "Nov 21". */
export function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}
