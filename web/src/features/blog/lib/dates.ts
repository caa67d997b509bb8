import { formatDate, UTC } from '#shared/dates.ts';

/**
 * A post's published day (`3 Mar 2025`), or undefined for a missing or unreadable date. The UTC
 * day: the page renderer and every visitor's browser write the same day, and a reader needs the
 * day, not the minute.
 */
export function formatPostDate(iso: string | null | undefined): string | undefined {
  return formatDate(iso, 'date', UTC) || undefined;
}
