import type { PostStatus } from '#shared/blog.ts';
import { instantOfWallClockInput, wallClockInputOf } from '#shared/dates.ts';
import { viewerTimeZone } from '#web/shared/lib/viewer-dates.ts';

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/**
 * An ISO instant as the "Publish at" field's value (`2026-03-03T14:30`), on the clock the editor's
 * screens show times in, so the field and the lists agree; '' for none.
 */
export function localInputOf(iso: string | null | undefined): string {
  return wallClockInputOf(iso, viewerTimeZone());
}

/** A "Publish at" value (the editor's clock) as the ISO 8601 instant the API takes; '' when empty or unreadable. */
export function isoOfLocalInput(value: string): string {
  return instantOfWallClockInput(value, viewerTimeZone());
}
