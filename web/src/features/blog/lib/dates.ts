// In UTC: the page renderer and every visitor's browser show the same day (no hydration mismatch).
const POST_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `3 March 2025`, or undefined for a missing or unreadable date. */
export function formatPostDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : POST_DATE.format(time);
}
