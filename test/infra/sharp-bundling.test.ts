import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';
import { lockedSharpVersion, sharpBundling, sharpInstallCommand } from '#infra/constructs/sharp-bundling.ts';

/**
 * Unit tests synthesize without bundling, so the resize worker's bundle is checked here through its
 * bundling options: sharp outside esbuild's bundle, then installed for Lambda's platform.
 */
describe("the resize worker's sharp", () => {
  it('is the version the lockfile pins, which package.json allows', () => {
    const version = lockedSharpVersion();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const declared = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).dependencies.sharp;
    expect(declared.replace(/^[\^~]/, '')).toBe(version);
  });

  it('stays out of the esbuild bundle', () => {
    expect(sharpBundling().externalModules).toEqual(['sharp']);
  });

  it('is installed into the bundle after esbuild, for Linux arm64 with glibc, without touching the repository', () => {
    const hooks = sharpBundling().commandHooks;
    expect(hooks?.beforeBundling('/in', '/out')).toEqual([]);
    expect(hooks?.beforeInstall('/in', '/out')).toEqual([]);
    expect(hooks?.afterBundling('/in', '/asset out')).toEqual([
      `'npm' 'install' '--prefix' '/asset out' '--no-save' '--no-package-lock' '--no-audit' '--no-fund' ` +
        `'--ignore-scripts' '--os=linux' '--cpu=arm64' '--libc=glibc' 'sharp@${lockedSharpVersion()}'`,
    ]);
    expect(sharpInstallCommand("/it's", '1.2.3')).toContain(`'/it'\\''s'`);
  });
});
