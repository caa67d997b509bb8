import type { PostStatus } from '#shared/blog.ts';

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

// The editor's own time zone: a schedule is chosen and read in local time (these pages are never pre-rendered).
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** `3 Mar 2026, 14:30` in local time, or '' for a missing or unreadable date. */
export function formatDateTime(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : DATE_TIME.format(time);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` input's value (`2026-03-03T14:30`, local time); '' for none. */
export function localInputOf(iso: string | null | undefined): string {
  const time = iso ? new Date(iso) : undefined;
  if (!time || Number.isNaN(time.getTime())) return '';
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** A `datetime-local` value (local time) as the ISO 8601 instant the API takes; '' when empty or unreadable. */
export function isoOfLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? '' : time.toISOString();
}
