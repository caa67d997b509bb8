import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, buildSync } from 'esbuild';

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

/**
 * Packages that a handler reaches only through a dynamic `import()` on the requests that need them:
 * kept out of the handler's one-file bundle and bundled each on its own beside it, as
 * `node_modules/<package>/index.js` (infra/side-packages.ts), so that a cold start does not parse
 * them. Measured in docs/cold-starts.md.
 * - `@zxcvbn-ts/language-common`: the common-password list (418 KB), read by the first password
 *   check of a container (lambdas/lib/accounts/new-password.ts).
 * - `@simplewebauthn/server` and the ASN.1/X.509 code under it (about 250 KB): the passkey
 *   ceremonies (lambdas/lib/accounts/passkeys.ts).
 * - `@aws-sdk/nested-clients` (about 90 KB with what only it uses): the STS, SSO and sign-in
 *   clients of the SDK's credential providers, for credentials from a profile, SSO or a web
 *   identity. In Lambda the credentials are in the environment, so they are never loaded there.
 * - `@aws-sdk/client-kms` and `@aws-sdk/client-secrets-manager`: the JWT signing key's clients
 *   (lambdas/lib/auth/kms-key.ts, secret-key.ts, loaded on first use). With `signingKey=secret` only
 *   the auth group reads the secret, at its first sign-in, and no group loads KMS; every signed-in
 *   group bundled the KMS client all the same, since verification can fall back to the KMS key.
 */
export const SIDE_PACKAGES = [
  '@zxcvbn-ts/language-common',
  '@simplewebauthn/server',
  '@aws-sdk/nested-clients',
  '@aws-sdk/client-kms',
  '@aws-sdk/client-secrets-manager',
] as const;

const SDK_ENTRY_POINTS = path.join(REPO_ROOT, 'lambdas', 'lib', 'db', 'sdk-entry-points');

/**
 * Imports replaced in the bundles: ElectroDB's model validation (jsonschema) by a validator that
 * accepts every model, which CI validates instead (lambdas/lib/db/prevalidated-models.ts); the two
 * DynamoDB SDK packages by the parts of them the bundles use (lambdas/lib/db/sdk-entry-points/),
 * since ElectroDB's `require("@aws-sdk/lib-dynamodb")` made esbuild bundle and run every command
 * of `@aws-sdk/client-dynamodb` (about 40 M instructions of a cold start).
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  jsonschema: path.join(REPO_ROOT, 'lambdas', 'lib', 'db', 'prevalidated-models.ts'),
  '@aws-sdk/lib-dynamodb': path.join(SDK_ENTRY_POINTS, 'lib-dynamodb.js'),
  '@aws-sdk/client-dynamodb': path.join(SDK_ENTRY_POINTS, 'client-dynamodb.js'),
};

export const lambdaBundling = {
  format: 'cjs',
  platform: 'node',
  target: LAMBDA_NODE_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  external: [...SIDE_PACKAGES] as string[],
  alias: BUNDLE_ALIASES,
} as const;

/**
 * `lambdaBundling` as esbuild's JavaScript API takes it, for the bundles built outside CDK as CDK
 * builds them: the benchmark's, the local render workers', the side packages'.
 */
export function lambdaBuildOptions(): BuildOptions {
  return {
    bundle: true,
    format: lambdaBundling.format,
    platform: lambdaBundling.platform,
    target: lambdaBundling.target,
    mainFields: [...lambdaBundling.mainFields],
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourcemap,
    legalComments: lambdaBundling.legalComments,
    external: [...lambdaBundling.external],
    alias: lambdaBundling.alias,
    logLevel: 'error',
  };
}

/**
 * `source` (a repository path) bundled with what it imports into one script, returned as text and
 * written nowhere: for the edge functions, deployed inline. `options` say the output's format and runtime.
 */
export function bundledScript(source: string, options: Omit<BuildOptions, 'write' | 'entryPoints'>): string {
  const result = buildSync({
    entryPoints: [path.join(REPO_ROOT, source)],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The same aliases as esbuild command-line arguments (CDK's NodejsFunction runs the esbuild CLI). */
export function aliasArguments(): Record<string, string> {
  return Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([name, file]) => [`--alias:${name}`, file]));
}

export function handlerEntry(group: string): string {
  return path.join(REPO_ROOT, 'lambdas', group, 'handler.ts');
}
