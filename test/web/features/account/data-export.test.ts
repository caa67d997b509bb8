import { describe, expect, it } from 'vitest';
import {
  EXPORT_FAILURE,
  EXPORT_FALLBACK_FILENAME,
  exportSuccessMessage,
  filenameFromContentDisposition,
  SUCCESS_MESSAGE_MS,
} from '#web/features/account/lib/data-export.ts';

describe('data export file name', () => {
  it('reads a quoted or bare filename from Content-Disposition', () => {
    expect(filenameFromContentDisposition('attachment; filename="jane-data-2025-01-01.json"')).toBe(
      'jane-data-2025-01-01.json',
    );
    expect(filenameFromContentDisposition('attachment; filename=export.json')).toBe('export.json');
  });

  it('prefers the RFC 5987 filename* over the plain one', () => {
    expect(
      filenameFromContentDisposition(`attachment; filename="plain.json"; filename*=UTF-8''donn%C3%A9es%20jane.json`),
    ).toBe('données jane.json');
  });

  it('keeps no folder part', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd.json"')).toBe('passwd.json');
  });

  it('falls back when the header is missing, unreadable or names nothing', () => {
    for (const header of [null, undefined, '', 'attachment', 'attachment; filename=""']) {
      expect(filenameFromContentDisposition(header)).toBe(EXPORT_FALLBACK_FILENAME);
    }
  });
});

describe('data export messages', () => {
  it('names the file on success, for 5 seconds', () => {
    expect(exportSuccessMessage('jane.json')).toBe('Data prepared successfully as jane.json');
    expect(SUCCESS_MESSAGE_MS).toBe(5000);
  });

  it('has one failure sentence', () => {
    expect(EXPORT_FAILURE).toBe('An error occurred while exporting data');
  });
});
