import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';

/**
 * `2026-11-21T10:05:00.000Z` → `21 Nov 2026, 11:05 CET` in Berlin: the editor's clock, as the post
 * lists show times, with the zone, since a history is read against other clocks; the text as given
 * when it is no date.
 */
export function formatVersionTime(iso: string): string {
  return formatForViewer(iso, 'dateTimeZone') || iso;
}

/** A size in bytes as people read it: `812 bytes`, `1.4 KB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = bytes / 1024;
  return kilobytes < 1024 ? `${kilobytes.toFixed(1)} KB` : `${(kilobytes / 1024).toFixed(1)} MB`;
}
