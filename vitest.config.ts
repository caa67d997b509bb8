import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'test/bench/**'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-env.ts'],
    testTimeout: 20_000,
    // Browser tests poll what a page shows; on 2 busy cores a page can take more than 1 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
