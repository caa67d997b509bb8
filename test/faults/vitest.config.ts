import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the fault suite (test/faults/*.faults.ts), apart from `npm test` (whose
 * pattern is test/**\/*.test.ts). It starts its own stack, so it has no global setup; one file,
 * one worker, its tests in order.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    include: ['test/faults/**/*.faults.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
