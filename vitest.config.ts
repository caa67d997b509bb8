import { defineConfig } from 'vitest/config';
import { TierSequencer } from './test/support/tier-sequencer.ts';
import { tiers } from './test/tiers.ts';

/**
 * `npm test` runs every tier; `npm run test:quick` runs `unit` alone (`vitest run --project unit`).
 * Each tier pays only for what its files use (docs/testing.md): `unit` starts no service; `api`,
 * `e2e` and `slow` share one DynamoDB Local, s3rver and SES inbox for the run (global-setup.ts);
 * `e2e` and `slow` share one production build, cached by a hash of its sources (site-build-setup.ts);
 * `cdk` runs its files in one module graph per worker, so each worker synthesizes an app once.
 */
const SERVICES = 'test/support/global-setup.ts';
const SITE_BUILD = 'test/support/site-build-setup.ts';
const TABLE_PER_FILE = 'test/support/setup-env.ts';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'test/bench/**'],
    testTimeout: 20_000,
    // Browser tests poll what a page shows; on 2 busy cores a page can take more than 1 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // The handlers' log lines only for a test that failed.
    silent: 'passed-only',
    // The longest files first, whichever tier they are in, so that no long file starts last.
    sequence: { sequencer: TierSequencer },
    projects: [
      { test: { name: 'unit', include: tiers.unit } },
      {
        test: {
          name: 'api',
          include: tiers.api,
          exclude: tiers.notApi,
          globalSetup: [SERVICES],
          setupFiles: [TABLE_PER_FILE],
        },
      },
      { test: { name: 'cdk', include: tiers.cdk, isolate: false } },
      {
        test: {
          name: 'e2e',
          include: tiers.e2e,
          globalSetup: [SERVICES, SITE_BUILD],
          setupFiles: [TABLE_PER_FILE],
        },
      },
      {
        test: {
          name: 'slow',
          include: tiers.slow,
          globalSetup: [SERVICES, SITE_BUILD],
          setupFiles: [TABLE_PER_FILE],
        },
      },
    ],
  },
});
