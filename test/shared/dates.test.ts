import { describe, expect, it } from 'vitest';
import { formatDate, instantOfWallClockInput, isTimeZone, resolveTimeZone, wallClockInputOf } from '#shared/dates.ts';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

// Europe changes its clocks on the last Sundays of March and October at 01:00 UTC; New York on the
// second Sunday of March and the first of November at 02:00 local time.
const BEFORE_SPRING_CHANGE = '2026-03-29T00:30:00.000Z';
const AFTER_SPRING_CHANGE = '2026-03-29T01:30:00.000Z';
const WINTER_EVENING = '2026-11-29T16:04:05.000Z';
const LATE_UTC_EVENING = '2026-01-31T23:30:00.000Z';

describe('formatDate: one instant, each style, in the zone asked for', () => {
  it.each([
    ['date', '29 Nov 2026'],
    ['dayMonth', '29 Nov'],
    ['dateTime', '29 Nov 2026, 17:04'],
    ['dateTimeZone', '29 Nov 2026, 17:04 CET'],
    ['time', '17:04:05'],
  ] as const)('%s in Berlin: %s', (style, expected) => {
    expect(formatDate(WINTER_EVENING, style, BERLIN)).toBe(expected);
  });

  it('writes the same instant in Berlin, New York and UTC, each with its own clock and zone name', () => {
    expect(formatDate(WINTER_EVENING, 'dateTimeZone', BERLIN)).toBe('29 Nov 2026, 17:04 CET');
    expect(formatDate(WINTER_EVENING, 'dateTimeZone', NEW_YORK)).toBe('29 Nov 2026, 11:04 EST');
    expect(formatDate(WINTER_EVENING, 'dateTimeZone', 'UTC')).toBe('29 Nov 2026, 16:04 UTC');
  });

  it('follows Berlin across the spring change of the clocks: an hour of real time reads as two', () => {
    expect(formatDate(BEFORE_SPRING_CHANGE, 'dateTimeZone', BERLIN)).toBe('29 Mar 2026, 01:30 CET');
    expect(formatDate(AFTER_SPRING_CHANGE, 'dateTimeZone', BERLIN)).toBe('29 Mar 2026, 03:30 CEST');
    expect(formatDate(AFTER_SPRING_CHANGE, 'dateTimeZone', 'UTC')).toBe('29 Mar 2026, 01:30 UTC');
  });

  it('follows New York across its changes, which fall on other days than Europe’s', () => {
    expect(formatDate('2026-03-08T06:30:00Z', 'dateTimeZone', NEW_YORK)).toBe('8 Mar 2026, 01:30 EST');
    expect(formatDate('2026-03-08T07:30:00Z', 'dateTimeZone', NEW_YORK)).toBe('8 Mar 2026, 03:30 EDT');
    expect(formatDate('2026-11-01T05:30:00Z', 'dateTimeZone', NEW_YORK)).toBe('1 Nov 2026, 01:30 EDT');
    expect(formatDate('2026-11-01T06:30:00Z', 'dateTimeZone', NEW_YORK)).toBe('1 Nov 2026, 01:30 EST');
    // Between the two changes Berlin is six hours ahead of New York, otherwise five.
    expect(formatDate('2026-03-20T12:00:00Z', 'dateTimeZone', BERLIN)).toBe('20 Mar 2026, 13:00 CET');
    expect(formatDate('2026-03-20T12:00:00Z', 'dateTimeZone', NEW_YORK)).toBe('20 Mar 2026, 08:00 EDT');
  });

  it('puts an instant near midnight on the day of the zone asked for', () => {
    expect(formatDate(LATE_UTC_EVENING, 'date', 'UTC')).toBe('31 Jan 2026');
    expect(formatDate(LATE_UTC_EVENING, 'date', BERLIN)).toBe('1 Feb 2026');
    expect(formatDate(LATE_UTC_EVENING, 'date', NEW_YORK)).toBe('31 Jan 2026');
  });

  it('writes a calendar day (no time) as that day in every zone, never the day before', () => {
    for (const zone of [BERLIN, NEW_YORK, 'UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-06-21', 'date', zone)).toBe('21 Jun 2026');
      expect(formatDate('2026-06-21', 'dateTimeZone', zone)).toBe('21 Jun 2026');
    }
    expect(formatDate('2026-06-21', 'dayMonth', NEW_YORK)).toBe('21 Jun');
  });

  it('writes every month by its three letters, whatever the runtime’s locale data says (no “Sept”)', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatDate(Date.UTC(2026, month, 15, 12), 'dayMonth', 'UTC'),
    );
    expect(months).toEqual([
      '15 Jan',
      '15 Feb',
      '15 Mar',
      '15 Apr',
      '15 May',
      '15 Jun',
      '15 Jul',
      '15 Aug',
      '15 Sep',
      '15 Oct',
      '15 Nov',
      '15 Dec',
    ]);
  });

  it('takes an ISO string, milliseconds or a Date, and gives "" for a missing or unreadable value', () => {
    const time = Date.parse(WINTER_EVENING);
    expect(formatDate(time, 'dateTime', BERLIN)).toBe('29 Nov 2026, 17:04');
    expect(formatDate(new Date(time), 'dateTime', BERLIN)).toBe('29 Nov 2026, 17:04');
    for (const value of [undefined, null, '', 'not a date', '2026-13-40']) {
      expect(formatDate(value, 'dateTime', BERLIN)).toBe('');
    }
  });

  it('names zones without a common English abbreviation by their offset, and UTC by UTC', () => {
    expect(formatDate(WINTER_EVENING, 'dateTimeZone', 'Asia/Tokyo')).toBe('30 Nov 2026, 01:04 GMT+9');
    expect(formatDate('2026-07-01T12:00:00Z', 'dateTimeZone', 'Europe/London')).toBe('1 Jul 2026, 13:00 BST');
    expect(formatDate(WINTER_EVENING, 'dateTimeZone', 'Etc/UTC')).toBe('29 Nov 2026, 16:04 UTC');
  });
});

describe('time zones', () => {
  it('uses a preferred zone the runtime knows, else the runtime’s own, which is a zone too', () => {
    expect(isTimeZone(BERLIN)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(resolveTimeZone(NEW_YORK)).toBe(NEW_YORK);
    const own = resolveTimeZone();
    expect(isTimeZone(own)).toBe(true);
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe(own);
    expect(resolveTimeZone(null)).toBe(own);
  });
});

describe('a datetime-local field read and written in a zone', () => {
  it('writes an instant as the zone’s wall clock and reads it back as the same instant', () => {
    expect(wallClockInputOf(WINTER_EVENING, BERLIN)).toBe('2026-11-29T17:04');
    expect(wallClockInputOf(WINTER_EVENING, NEW_YORK)).toBe('2026-11-29T11:04');
    expect(instantOfWallClockInput('2026-11-29T17:04', BERLIN)).toBe('2026-11-29T16:04:00.000Z');
    expect(instantOfWallClockInput('2026-11-29T11:04:05', NEW_YORK)).toBe('2026-11-29T16:04:05.000Z');
    expect(wallClockInputOf(undefined, BERLIN)).toBe('');
    expect(instantOfWallClockInput('', BERLIN)).toBe('');
    expect(instantOfWallClockInput('tomorrow at noon', BERLIN)).toBe('');
  });

  it('reads the hour skipped in spring and the hour repeated in autumn as a browser reads its own local time', () => {
    // 02:30 never happens in Berlin on 29 March: read with the winter offset, it is 03:30 summer time.
    expect(instantOfWallClockInput('2026-03-29T02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October: the first, still summer time.
    expect(instantOfWallClockInput('2026-10-25T02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOfWallClockInput('2026-10-25T03:30', BERLIN)).toBe('2026-10-25T02:30:00.000Z');
    expect(instantOfWallClockInput('2026-03-08T02:30', NEW_YORK)).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfWallClockInput('2026-11-01T01:30', NEW_YORK)).toBe('2026-11-01T05:30:00.000Z');
  });
});
