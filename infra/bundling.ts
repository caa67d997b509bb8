import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How every endpoint group is bundled, shared by the CDK NodejsFunction construct and the
 * benchmark, so that `npm run bench` measures the bundles that are deployed.
 * ESM with `module` first in mainFields: ElectroDB's CommonJS build crashes on import in an ESM
 * bundle otherwise. The AWS SDK is bundled (tree-shaken) rather than taken from the runtime.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LAMBDA_NODE_TARGET = 'node24';

export const lambdaBundling = {
  format: 'esm',
  platform: 'node',
  target: LAMBDA_NODE_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  external: [] as string[],
  /** Some CommonJS dependencies call require() for Node built-ins; ESM output needs it defined. */
  banner:
    "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
} as const;

export function handlerEntry(group: string): string {
  return path.join(REPO_ROOT, 'lambdas', group, 'handler.ts');
}
