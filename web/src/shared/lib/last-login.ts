import { formatForViewer } from './viewer-dates';

export const NOT_AVAILABLE = 'N/A';

/**
 * The profile shows N/A when the last login is empty or the zero date (`0001-01-01…`,
 * or the epoch a missing value often turns into); otherwise the formatted time.
 */
export function formatLastLogin(
  value: string | null | undefined,
  format: (date: Date) => string = (date) => formatForViewer(date, 'dateTime'),
): string {
  if (!value?.trim()) return NOT_AVAILABLE;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time <= 0) return NOT_AVAILABLE;
  return format(new Date(time));
}
