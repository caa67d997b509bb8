import { formatDate, UTC } from '#shared/dates.ts';

/**
 * `2026-06-21T00:00:00.000Z` → `21 Jun 2026`; an empty string when there is no date. A document's
 * dates are days (its `updated:` lines carry no time), so the UTC day, the same on the renderer and
 * in every browser.
 */
export function formatDocDate(iso: string | null | undefined): string {
  return formatDate(iso, 'date', UTC);
}
