import { PASSKEY_NAME_MAX_LENGTH } from '#shared/passkeys.ts';
import { parseUserAgent } from '#shared/user-agent.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';

/** A default name from the browser (shared/user-agent.ts): "Chrome on Linux", "Safari on iOS", else "Passkey". */
export function defaultPasskeyName(userAgent: string = globalThis.navigator?.userAgent ?? ''): string {
  const { browser, os } = parseUserAgent(userAgent);
  const name = browser && os ? `${browser} on ${os}` : browser || os || 'Passkey';
  return name.slice(0, PASSKEY_NAME_MAX_LENGTH);
}

/** The name to send: the one typed (trimmed), else the browser's default. */
export function passkeyNameToSend(typed: string): string {
  return typed.trim() || defaultPasskeyName();
}

/** A time of the list on the user's clock (`29 Nov 2026, 17:04`), or "Never". */
export function formatPasskeyTime(iso: string | null): string {
  if (!iso) return 'Never';
  return formatForViewer(iso, 'dateTime') || iso;
}
