import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
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
 * the CSP's connect-src 'self' requires), canonical links and robots.txt point at `siteUrl` (the
 * origin the page is served from when empty), and the login page offers the demo accounts as the
 * demo deployment does.
 */
export async function buildSite(outDir: string, siteUrl: string): Promise<SiteBuild> {
  const buildEnv = { VITE_SITE_URL: siteUrl, VITE_PRODUCT_HOSTS: 'localhost,127.0.0.1', VITE_DEMO_ACCOUNTS: 'true' };
  // Vite reads them from the environment; they are put back after the build, because test
  // workers started later inherit this process's environment and vitest hands every VITE_
  // variable to `import.meta.env`, where the SPA's unit tests would find these.
  const saved = Object.fromEntries(Object.keys(buildEnv).map((name) => [name, process.env[name]]));
  Object.assign(process.env, buildEnv);
  try {
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
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** What the production build is made from: a change to any of these makes a new build. */
const BUILD_INPUTS = ['web', 'shared', 'infra/theme-init-script.ts', 'package-lock.json'];
const BUILD_OUTPUTS = new Set(['dist', 'dist-ssr', 'node_modules']);
const CACHE_DIR = path.join(REPO_ROOT, '.cache', 'site-build');

function hashInputs(hash: ReturnType<typeof createHash>, relative: string): void {
  const absolute = path.join(REPO_ROOT, relative);
  if (!existsSync(absolute)) return;
  if (statSync(absolute).isDirectory()) {
    const children = readdirSync(absolute).sort();
    for (const child of children) if (!BUILD_OUTPUTS.has(child)) hashInputs(hash, path.join(relative, child));
    return;
  }
  hash.update(relative).update('\0').update(readFileSync(absolute)).update('\0');
}

/** A hash of every file the production build reads from this repository (BUILD_INPUTS). */
function siteBuildHash(): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) hashInputs(hash, input);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The production build the rendered-site and browser tests share: built once under
 * `.cache/site-build/<hash of its sources>/` and taken from there while no source changed. Older
 * builds are removed. A build is moved into place only once complete, so an interrupted run never
 * leaves half a build behind.
 */
export async function cachedSiteBuild(): Promise<SiteBuild> {
  const key = siteBuildHash();
  const finalDir = path.join(CACHE_DIR, key);
  const result = (dir: string) => ({
    distDir: path.join(dir, 'dist'),
    bundleFile: path.join(dir, 'dist-ssr', 'render-page.mjs'),
  });
  if (existsSync(path.join(finalDir, 'dist-ssr', 'render-page.mjs'))) return result(finalDir);
  const workDir = path.join(CACHE_DIR, `${key}.building-${process.pid}`);
  rmSync(workDir, { recursive: true, force: true });
  await buildSite(workDir, '');
  if (existsSync(CACHE_DIR)) {
    for (const old of readdirSync(CACHE_DIR)) {
      if (old !== path.basename(workDir)) rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
    }
  }
  renameSync(workDir, finalDir);
  return result(finalDir);
}
