import { type DateStyle, formatDate, resolveTimeZone } from '#shared/dates.ts';

let browserZone: string | undefined;

/**
 * The zone a signed-in screen shows times in: the browser's. A time zone kept with the account's
 * preferences would be passed to `resolveTimeZone` here, so every screen, the scheduling field
 * included, follows it at once. Nothing a public page shows to every reader goes through this: the
 * renderer would write its own zone into the page (docs/code-conventions.md#dates-and-times).
 */
export function viewerTimeZone(): string {
  browserZone ??= resolveTimeZone();
  return browserZone;
}

/** An instant as the viewer's clock shows it, in one of the site's date styles; '' when missing or unreadable. */
export function formatForViewer(value: string | number | Date | null | undefined, style: DateStyle): string {
  return formatDate(value, style, viewerTimeZone());
}
