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
/**
 * scrypt at 2^10 instead of 2^17 for the accounts the tiers with services create (hundreds, each
 * about 0.5 s of a core at full cost). Hashing itself is tested at full cost in the unit tier
 * (test/lambdas/lib/auth/password.test.ts), and the CDK tests check that AWS never gets this.
 */
const CHEAP_PASSWORD_HASHING = { PASSWORD_HASH_LOG2_COST: '10' };

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
          env: CHEAP_PASSWORD_HASHING,
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
          env: CHEAP_PASSWORD_HASHING,
          include: tiers.e2e,
          exclude: tiers.e2eSite,
          globalSetup: [SERVICES, SITE_BUILD],
          setupFiles: [TABLE_PER_FILE],
        },
      },
      {
        // The rest of the e2e tier: the files on the rendered site, which each worker starts once
        // (seeded, fully rendered, behind the preview) for all of them it runs (rendered-site.ts).
        test: {
          name: 'e2e-site',
          env: CHEAP_PASSWORD_HASHING,
          include: tiers.e2eSite,
          globalSetup: [SERVICES, SITE_BUILD],
          isolate: false,
        },
      },
      {
        test: {
          name: 'slow',
          env: CHEAP_PASSWORD_HASHING,
          include: tiers.slow,
          globalSetup: [SERVICES, SITE_BUILD],
          setupFiles: [TABLE_PER_FILE],
        },
      },
    ],
  },
});
