import { PASSKEY_NAME_MAX_LENGTH } from '#shared/passkeys.ts';

const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /Edg\//],
  ['Opera', /OPR\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrome\//],
  ['Safari', /Safari\//],
];
const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

const firstMatch = (table: ReadonlyArray<[string, RegExp]>, text: string) =>
  table.find(([, pattern]) => pattern.test(text))?.[0] ?? '';

/** A default name from the browser: "Chrome on Linux", "Safari on iPhone", else "Passkey". */
export function defaultPasskeyName(userAgent: string = globalThis.navigator?.userAgent ?? ''): string {
  const browser = firstMatch(BROWSERS, userAgent);
  const system = firstMatch(SYSTEMS, userAgent);
  const name = browser && system ? `${browser} on ${system}` : browser || system || 'Passkey';
  return name.slice(0, PASSKEY_NAME_MAX_LENGTH);
}

/** The name to send: the one typed (trimmed), else the browser's default. */
export function passkeyNameToSend(typed: string): string {
  return typed.trim() || defaultPasskeyName();
}

/** A time of the list as the user's locale writes it, or "Never". */
export function formatPasskeyTime(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
