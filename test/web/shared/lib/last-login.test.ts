import { describe, expect, it } from 'vitest';
import { formatLastLogin } from '#web/shared/lib/last-login.ts';

const iso = (date: Date) => date.toISOString();

describe('last login on the profile', () => {
  it('shows N/A when there is none', () => {
    for (const value of [null, undefined, '', '   ']) expect(formatLastLogin(value)).toBe('N/A');
  });

  it('shows N/A for the zero date and for unreadable values', () => {
    for (const value of ['0001-01-01T00:00:00', '0001-01-01T00:00:00Z', '1970-01-01T00:00:00Z', 'yesterday']) {
      expect(formatLastLogin(value), value).toBe('N/A');
    }
  });

  it('formats a real time', () => {
    expect(formatLastLogin('2025-03-04T05:06:07Z', iso)).toBe('2025-03-04T05:06:07.000Z');
  });
});
