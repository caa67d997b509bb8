/**
 * Which tier each test file runs in (vitest.config.ts, docs/testing.md). A file is in exactly one
 * tier; test/repo/tiers.test.ts checks that every test file is.
 *
 * - unit: no service: the SPA's logic, shared code, pure server code, the repository's own rules.
 * - api: handlers and the local stack against the run's DynamoDB Local, s3rver and SES inbox.
 * - cdk: CDK templates and cdk-nag, one synth per worker for each configuration.
 * - e2e: Chromium against the dev server, or against the run's one production build rendered
 *   into a site bucket.
 * - slow: full renders, supervision, dependency outages, bundling, the Control Tower synth.
 */

/** Server-side tests that need no service: pure functions, parsers, the code's own shape. */
const PURE_SERVER = [
  'test/lambdas/architecture.test.ts',
  'test/lambdas/lib/auth/password.test.ts',
  'test/lambdas/lib/auth/secret-key.test.ts',
  'test/lambdas/lib/auth/signing-key.test.ts',
  'test/lambdas/lib/content/markdown-dates.test.ts',
  'test/lambdas/lib/db/entity-models.test.ts',
  'test/lambdas/lib/db/sdk-entry-points.test.ts',
  'test/infra/config.test.ts',
  'test/infra/jwt-key-pair.test.ts',
  'test/infra/key-locks.test.ts',
  'test/infra/viewer-functions.test.ts',
  'test/infra/origin-response.test.ts',
  'test/infra/local/ports.test.ts',
];

/**
 * Files on the pre-rendered site behind the local preview (test/infra/local/rendered-site.ts): one
 * site per worker, shared by the files it runs, as the vitest project `e2e-site`.
 */
const RENDERED_SITE = [
  'test/browser/docs-reading.test.ts',
  'test/browser/search.test.ts',
  'test/infra/local/deleted-media-pages.test.ts',
  'test/infra/local/docs-first-screen.test.ts',
  'test/infra/local/hydration.test.ts',
  'test/infra/local/islands-home.test.ts',
  'test/infra/local/islands-pages.test.ts',
  'test/infra/local/islands-posts.test.ts',
  'test/infra/local/rendered-media.test.ts',
  'test/infra/local/rendered-pages.test.ts',
  'test/infra/local/rendered-pages-chromium.test.ts',
  'test/infra/local/rendered-slugs.test.ts',
  'test/infra/local/search-freshness.test.ts',
  'test/infra/local/term-pages.test.ts',
];

const SLOW = [
  'test/infra/local/full-render.test.ts',
  'test/infra/local/render-dead-letters.test.ts',
  'test/infra/local/supervision.test.ts',
  'test/lambdas/dependency-outage.test.ts',
  'test/infra/lambda-bundles.test.ts',
  'test/infra/sharp-bundling.test.ts',
  'test/infra/control-tower.test.ts',
];

const CDK = [
  'test/infra/api-stack-async-paths.test.ts',
  'test/infra/api-stack.test.ts',
  'test/infra/custom-domain.test.ts',
  'test/infra/endpoint-function.test.ts',
  'test/infra/jwt-signing-key.test.ts',
  'test/infra/nag.test.ts',
  'test/infra/operations-stack.test.ts',
  'test/infra/origin-response-stack.test.ts',
  'test/infra/page-renderer-runs.test.ts',
  'test/infra/page-renderer.test.ts',
  'test/infra/stages.test.ts',
  'test/infra/stateful-stack.test.ts',
  'test/infra/web-stack.test.ts',
];

const E2E = ['test/browser/**/*.test.ts', ...RENDERED_SITE];

export const tiers = {
  unit: ['test/{web,shared,repo,docs,content}/**/*.test.{ts,tsx}', ...PURE_SERVER],
  api: ['test/lambdas/**/*.test.ts', 'test/infra/**/*.test.ts'],
  /** What the api tier's patterns reach that belongs to another tier. */
  notApi: [...PURE_SERVER, ...RENDERED_SITE, ...SLOW, ...CDK],
  cdk: CDK,
  e2e: E2E,
  /** The e2e files that share the rendered site (the `e2e-site` project); the rest are `e2e`'s. */
  e2eSite: RENDERED_SITE,
  slow: SLOW,
};

/** The order the tiers start in when no earlier run timed their files: the longest first. */
export const TIER_ORDER = ['slow', 'e2e', 'cdk', 'api', 'unit'] as const;
