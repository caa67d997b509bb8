/**
 * Every date and time the site shows, screens and mails alike, is written by this module in one of
 * a few styles, in a time zone the caller names (docs/code-conventions.md#dates-and-times). The
 * text is assembled here from the zone's wall-clock numbers, not left to a locale's pattern, so the
 * renderer's Node and every browser write the same instant the same way whatever their ICU version
 * (en-GB writes September "Sept" in some versions and "Sep" in others).
 */

/**
 * - `date`: `29 Nov 2026`
 * - `dayMonth`: `29 Nov` (a chart's axis)
 * - `dateTime`: `29 Nov 2026, 17:04`
 * - `dateTimeZone`: `29 Nov 2026, 17:04 CET`, where the zone matters: scheduling, history, mail
 * - `time`: `17:04:05` (a log of the last few seconds)
 * - `clock`: `17:04` (today's moment: "Saved 17:04")
 */
export type DateStyle = 'date' | 'dayMonth' | 'dateTime' | 'dateTimeZone' | 'time' | 'clock';

export const UTC = 'UTC';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day without a time (`2026-06-21`): the same day in every zone, never shifted by one. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

/** Whether the runtime knows the zone (`Europe/Berlin`, `UTC`); a stored preference is checked with it. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone to show times in: the preferred one when it is a zone the runtime knows, else the
 * runtime's own (the browser's, on a screen), else UTC.
 */
export function resolveTimeZone(preferred?: string | null): string {
  if (preferred && isTimeZone(preferred)) return preferred;
  const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return own && isTimeZone(own) ? own : UTC;
}

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: isTimeZone(timeZone) ? timeZone : UTC,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

function wallClockOf(time: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(time)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    // Some runtimes write midnight as 24 even in the 0-23 cycle.
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/**
 * The zone's short name at that instant: `CET`, `CEST`, `GMT`, `BST`, `UTC`, `EST`, `PDT`, or an
 * offset (`GMT+9`) where English has no common abbreviation. British English names the European
 * zones, American English the American ones; the first of the two that is not an offset wins.
 */
function zoneNameOf(time: number, timeZone: string): string {
  let formats = zoneNameFormats.get(timeZone);
  if (!formats) {
    const zone = isTimeZone(timeZone) ? timeZone : UTC;
    formats = [
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' }),
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }),
    ];
    zoneNameFormats.set(timeZone, formats);
  }
  const names = formats.map(
    (format) => format.formatToParts(time).find((part) => part.type === 'timeZoneName')?.value ?? UTC,
  );
  return names.find((name) => !/^GMT[+-−]/.test(name)) ?? names[0] ?? UTC;
}

/** A zone as a person reads it, with its short name at that instant: `Europe/Berlin (CET)`, or `UTC`. */
export function timeZoneLabel(timeZone: string, at: number = Date.now()): string {
  const name = zoneNameOf(at, timeZone);
  return name === timeZone ? name : `${timeZone} (${name})`;
}

const pad = (value: number) => String(value).padStart(2, '0');

function write(clock: WallClock, style: DateStyle, zoneName: () => string): string {
  const dayMonth = `${clock.day} ${MONTHS[clock.month - 1]}`;
  const date = `${dayMonth} ${clock.year}`;
  const hoursMinutes = `${pad(clock.hour)}:${pad(clock.minute)}`;
  switch (style) {
    case 'date':
      return date;
    case 'dayMonth':
      return dayMonth;
    case 'dateTime':
      return `${date}, ${hoursMinutes}`;
    case 'dateTimeZone':
      return `${date}, ${hoursMinutes} ${zoneName()}`;
    case 'time':
      return `${hoursMinutes}:${pad(clock.second)}`;
    case 'clock':
      return hoursMinutes;
  }
}

/** An instant as milliseconds, or NaN when the value is missing or no date. */
function timeOf(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' ? value : Date.parse(value);
}

/**
 * An instant (an ISO string, milliseconds or a Date) in a style, as a clock in `timeZone` shows
 * it; '' when the value is missing or no date. A calendar day (`2026-06-21`) is that day in every
 * zone, written as a date whatever the style asks.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle,
  timeZone: string,
): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) {
    const clock = { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0, second: 0 };
    const valid = clock.month >= 1 && clock.month <= 12 && clock.day >= 1 && clock.day <= 31;
    return valid ? write(clock, style === 'dayMonth' ? 'dayMonth' : 'date', () => UTC) : '';
  }
  const time = timeOf(value);
  if (Number.isNaN(time)) return '';
  return write(wallClockOf(time, timeZone), style, () => zoneNameOf(time, timeZone));
}

/** An instant as a `datetime-local` input's value in `timeZone` (`2026-11-29T17:04`); '' for none. */
export function wallClockInputOf(value: string | null | undefined, timeZone: string): string {
  const time = timeOf(value);
  if (Number.isNaN(time)) return '';
  const clock = wallClockOf(time, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

const WALL_CLOCK_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** The zone's offset from UTC at an instant, in milliseconds (Berlin in winter: +3,600,000). */
function offsetAt(time: number, timeZone: string): number {
  const clock = wallClockOf(time, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

/**
 * A `datetime-local` value read as a clock in `timeZone` shows it, as the ISO 8601 instant the API
 * takes; '' when empty or unreadable. As a browser reads its own local time: a time skipped when
 * clocks go forward counts with the offset before the change (02:30 is 03:30 summer time), a time
 * that happens twice when they go back is the first of the two.
 */
export function instantOfWallClockInput(value: string, timeZone: string): string {
  const match = WALL_CLOCK_INPUT.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((field) => Number(field ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc) || month < 1 || month > 12 || day < 1 || day > 31) return '';
  // The offsets a day before and after bracket any change of the clocks on that day.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter((time) => offsetAt(time, timeZone) === asUtc - time);
  const time = candidates.length > 0 ? Math.min(...candidates) : asUtc - before;
  return new Date(time).toISOString();
}
