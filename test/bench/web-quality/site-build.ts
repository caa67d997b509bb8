import path from 'node:path';
import { REPO_ROOT } from '#infra/bundling.ts';

/** The SPA build and its server build, as `npm run build:web` makes them (web/dist, web/dist-ssr). */
export interface SiteBuild {
  distDir: string;
  bundleFile: string;
}

/**
 * Builds the SPA for production and its server build (the page renderer's bundle) into `outDir`,
 * as `npm run preview` does: the local host names are the product's own (same-origin `/api`, as
 * the CSP's connect-src 'self' requires), canonical links and robots.txt point at `siteUrl`, and
 * the login page offers the demo accounts as the demo deployment does.
 */
export async function buildSite(outDir: string, siteUrl: string): Promise<SiteBuild> {
  Object.assign(process.env, {
    VITE_SITE_URL: siteUrl,
    VITE_PRODUCT_HOSTS: 'localhost,127.0.0.1',
    VITE_DEMO_ACCOUNTS: 'true',
  });
  const { build } = await import('vite');
  const configFile = path.join(REPO_ROOT, 'web', 'vite.config.ts');
  const distDir = path.join(outDir, 'dist');
  const ssrDir = path.join(outDir, 'dist-ssr');
  await build({ configFile, mode: 'production', logLevel: 'error', build: { outDir: distDir, emptyOutDir: true } });
  await build({
    configFile,
    mode: 'production',
    logLevel: 'error',
    build: { ssr: 'src/ssr/render-page.tsx', outDir: ssrDir, emptyOutDir: true },
  });
  return { distDir, bundleFile: path.join(ssrDir, 'render-page.mjs') };
}

/**
 * Keeps the handlers' JSON info lines (one per rendered page, per request) out of the benchmark's
 * output, handing each parsed line to `onLine`; warnings and errors still print. Answers the
 * function that restores console.log.
 */
export function quietHandlerLogs(onLine?: (line: Record<string, unknown>) => void): () => void {
  const original = console.log;
  console.log = (...args: unknown[]) => {
    const [first] = args;
    if (args.length === 1 && typeof first === 'string' && first.startsWith('{"level":"info"')) {
      try {
        onLine?.(JSON.parse(first) as Record<string, unknown>);
        return;
      } catch {
        // Not a handler's line after all: print it.
      }
    }
    original(...args);
  };
  return () => {
    console.log = original;
  };
}
