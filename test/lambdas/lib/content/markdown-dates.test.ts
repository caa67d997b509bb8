import { afterEach, describe, expect, it } from 'vitest';
import { parseDocumentDate } from '#lambdas/lib/content/markdown-metadata.ts';

const machineZone = process.env.TZ;

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('a date with a time in markdown', () => {
  it('is read as UTC when it names no zone, whatever the zone of the machine that indexes it', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'UTC']) {
      // Node reads TZ again when it is set, as a laptop's indexer and Lambda's differ.
      process.env.TZ = zone;
      expect(parseDocumentDate('2026-06-21 10:00'), zone).toBe('2026-06-21T10:00:00.000Z');
      expect(parseDocumentDate('2026-06-21T10:00:30'), zone).toBe('2026-06-21T10:00:30.000Z');
      expect(parseDocumentDate('2026-06-21'), zone).toBe('2026-06-21T00:00:00.000Z');
    }
  });

  it('keeps the zone it names', () => {
    expect(parseDocumentDate('2026-06-21T10:00+02:00')).toBe('2026-06-21T08:00:00.000Z');
    expect(parseDocumentDate('2026-06-21 10:00Z')).toBe('2026-06-21T10:00:00.000Z');
    expect(parseDocumentDate('2026-06-21T10:00-0500')).toBe('2026-06-21T15:00:00.000Z');
  });
});
