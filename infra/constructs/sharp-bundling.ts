import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { REPO_ROOT } from '../bundling';

/**
 * The sharp version the lockfile pins: the one the tests ran with locally, so the worker deploys
 * the same image code with Lambda's native build.
 */
export function lockedSharpVersion(): string {
  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages['node_modules/sharp']?.version;
  if (version === undefined) throw new Error('package-lock.json pins no sharp: the resize worker needs it');
  return version;
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * Installs sharp into the bundle's own node_modules for Lambda's platform (arm64, glibc), whatever
 * machine builds it: sharp loads a native libvips build (`@img/sharp-linux-arm64` and
 * `@img/sharp-libvips-linux-arm64`) that esbuild cannot bundle and npm picks by platform.
 * `--prefix` keeps npm in the bundle's folder (it would otherwise climb to the repository's
 * package.json); `--no-save` writes no package.json there; sharp needs no install script.
 */
export function sharpInstallCommand(outputDir: string, version: string = lockedSharpVersion()): string {
  return [
    'npm',
    'install',
    '--prefix',
    outputDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--os=linux',
    '--cpu=arm64',
    '--libc=glibc',
    `sharp@${version}`,
  ]
    .map(shellQuote)
    .join(' ');
}

/** The resize worker's bundling: sharp left out of the esbuild bundle, then installed beside it. */
export function sharpBundling(): Pick<BundlingOptions, 'commandHooks' | 'externalModules'> {
  const version = lockedSharpVersion();
  return {
    externalModules: ['sharp'],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) => [sharpInstallCommand(outputDir, version)],
    },
  };
}
