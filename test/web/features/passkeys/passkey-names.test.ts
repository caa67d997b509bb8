import { describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX_LENGTH } from '#shared/passkeys.ts';
import { defaultPasskeyName, formatPasskeyTime, passkeyNameToSend } from '#web/features/passkeys/lib/passkey-names.ts';

describe('passkey names', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on macOS'],
    ['vitest', 'Passkey'],
  ])('names a passkey from the browser: %s', (userAgent, name) => {
    expect(defaultPasskeyName(userAgent)).toBe(name);
    expect(defaultPasskeyName(userAgent).length).toBeLessThanOrEqual(PASSKEY_NAME_MAX_LENGTH);
  });

  it('sends the typed name trimmed, else the default', () => {
    expect(passkeyNameToSend('  Work laptop ')).toBe('Work laptop');
    expect(passkeyNameToSend('   ')).toBe(defaultPasskeyName());
  });

  it('shows a passkey never used as "Never"', () => {
    expect(formatPasskeyTime(null)).toBe('Never');
    expect(formatPasskeyTime('2026-11-23T09:30:00.000Z')).not.toBe('Never');
  });
});
