import { formatDate, UTC } from '#shared/dates.ts';
import { PROJECT_STATUS_LABELS, PROJECT_VISIBILITY_LABELS } from '#shared/projects.ts';

export const statusLabel = (status: number) => PROJECT_STATUS_LABELS[status] ?? `Status ${status}`;
export const visibilityLabel = (visibility: number) =>
  PROJECT_VISIBILITY_LABELS[visibility] ?? `Visibility ${visibility}`;

const budgetFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A budget with two decimals (`1,500.50`); no currency is stored, so none is shown. */
export function formatBudget(budget: number | null): string {
  return budget === null ? 'Not set' : budgetFormat.format(budget);
}

/** A `YYYY-MM-DD` date as `5 Jan 2026`: a calendar day, the same in every zone. */
export function formatProjectDate(date: string | null): string {
  if (!date) return 'Not set';
  return formatDate(date, 'date', UTC) || date;
}

/**
 * When a project was created or changed, as its UTC day (`5 Jan 2026`): a project's page is rendered
 * ahead, on a server whose clock is not the reader's, so it shows the day, written the same by the
 * renderer and by the SPA.
 */
export function formatTimestamp(iso: string): string {
  return formatDate(iso, 'date', UTC) || iso;
}
