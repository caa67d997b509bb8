/**
 * A readable name for a browser from its User-Agent header ("Chrome on Linux"), for the list of
 * signed-in devices and the security mails. Deliberately small: the browsers and systems people
 * sign in from, checked in the order that keeps look-alikes apart (Edge and Opera say "Chrome",
 * Chrome says "Safari", Android says "Linux", an iPad may say "Mac OS X").
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const UNKNOWN_BROWSER = 'Unknown browser';

function firstMatch(userAgent: string, table: readonly [RegExp, string][]): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** The browser and system of a User-Agent: `{ browser: 'Firefox', os: 'Windows' }`, each possibly undefined. */
export function parseUserAgent(userAgent: string | undefined): { browser?: string; os?: string } {
  const value = userAgent ?? '';
  return { browser: firstMatch(value, BROWSERS), os: firstMatch(value, SYSTEMS) };
}

/** "Chrome on Linux", "Firefox", "A browser on Android", or "Unknown browser". */
export function describeUserAgent(userAgent: string | undefined): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  if (os) return `A browser on ${os}`;
  return UNKNOWN_BROWSER;
}
