import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How every endpoint group is bundled, shared by the CDK NodejsFunction construct and the
 * benchmark, so that `npm run bench` measures the bundles that are deployed.
 * CommonJS output: measured on Node 24, a CJS bundle initialises faster than the same code as ESM
 * (about 5 ms for a group, 15 ms for a bare SDK handler) and needs no `createRequire` shim for
 * ElectroDB's CommonJS build. `module` first in mainFields lets esbuild tree-shake the SDK's ESM.
 * The AWS SDK is bundled (tree-shaken) rather than taken from the runtime.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LAMBDA_NODE_TARGET = 'node24';

export const lambdaBundling = {
  format: 'cjs',
  platform: 'node',
  target: LAMBDA_NODE_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  external: [] as string[],
} as const;

export function handlerEntry(group: string): string {
  return path.join(REPO_ROOT, 'lambdas', group, 'handler.ts');
}
