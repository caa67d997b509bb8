import { PROJECT_STATUS_LABELS, PROJECT_VISIBILITY_LABELS } from '#shared/projects.ts';

export const statusLabel = (status: number) => PROJECT_STATUS_LABELS[status] ?? `Status ${status}`;
export const visibilityLabel = (visibility: number) =>
  PROJECT_VISIBILITY_LABELS[visibility] ?? `Visibility ${visibility}`;

const budgetFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A budget with two decimals (`1,500.50`); no currency is stored, so none is shown. */
export function formatBudget(budget: number | null): string {
  return budget === null ? 'Not set' : budgetFormat.format(budget);
}

/** A `YYYY-MM-DD` date as `5 Jan 2026`. */
export function formatProjectDate(date: string | null): string {
  if (!date) return 'Not set';
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

/** A timestamp in the viewer's time zone. */
export function formatTimestamp(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : timeFormat.format(parsed);
}
