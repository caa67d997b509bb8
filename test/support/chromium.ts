import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** A system Chromium (Debian's `chromium` package) when there is one; CHROMIUM_PATH overrides. */
const SYSTEM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** The flags this offline machine needs: headless, no sandbox, no background networking. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * The Chromium binary the browser tests and benchmarks drive: a system one when present, otherwise
 * the one inside the npm package `@sparticuz/chromium` (a devDependency, so `npm ci` is all the
 * set-up), unpacked once to `/tmp/chromium`. It runs with this project's flags, not the package's
 * Lambda flags (which switch web security off and would hide CORS and CSP behaviour).
 */
export async function chromiumPath(): Promise<string> {
  const system = SYSTEM_CANDIDATES.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (system) return system;
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return await packaged.executablePath();
  } catch (error) {
    throw new Error(
      'Chromium not found: no system Chromium and @sparticuz/chromium could not be unpacked (run `npm ci`, install `chromium` with apt, or set CHROMIUM_PATH)',
      { cause: error },
    );
  }
}

/** Headless Chromium driven by playwright-core. */
export async function launchChromium(executablePath?: string): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath ?? (await chromiumPath()), args: [...CHROMIUM_FLAGS] });
}
