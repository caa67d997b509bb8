import type { TestProject } from 'vitest/node';
import { runOnce } from './run-once';
import { cachedSiteBuild } from './site-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build every rendered-site and browser test of the run shares (test/support/site-build.ts). */
    siteBuild: { distDir: string; bundleFile: string };
  }
}

/**
 * The e2e and slow tiers' one production build of the run: built before their first file starts,
 * or taken from `.cache/site-build/` when no source it is built from has changed.
 */
export default async function setup(project: TestProject) {
  const build = await runOnce('site-build', () => cachedSiteBuild());
  project.provide('siteBuild', build.value);
  return build.release;
}
