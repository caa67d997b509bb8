import { globSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#test/support/source-imports.ts';
import { tiers } from '#test/tiers.ts';

const TEST_FILES = globSync('test/**/*.test.{ts,tsx}', { cwd: REPO_ROOT, exclude: ['test/bench/**'] }).sort();
const matches = (file: string, patterns: readonly string[]) =>
  patterns.some((pattern) => path.matchesGlob(file, pattern));

/** The tiers a file runs in, as vitest.config.ts resolves them (api: its patterns without notApi). */
function tiersOf(file: string): string[] {
  const found: string[] = [];
  if (matches(file, tiers.unit)) found.push('unit');
  if (matches(file, tiers.api) && !matches(file, tiers.notApi)) found.push('api');
  if (matches(file, tiers.cdk)) found.push('cdk');
  if (matches(file, tiers.e2e)) found.push('e2e');
  if (matches(file, tiers.slow)) found.push('slow');
  return found;
}

describe('the test tiers', () => {
  it('run every test file in exactly one tier', () => {
    expect(TEST_FILES.length).toBeGreaterThan(200);
    const misplaced = TEST_FILES.map((file) => ({ file, tiers: tiersOf(file) })).filter(
      (entry) => entry.tiers.length !== 1,
    );
    expect(misplaced).toEqual([]);
  });

  it('name only files that exist', () => {
    const named = [...tiers.unit, ...tiers.notApi, ...tiers.cdk, ...tiers.e2e, ...tiers.slow].filter(
      (pattern) => !/[*{]/.test(pattern),
    );
    expect(named.filter((file) => !TEST_FILES.includes(file))).toEqual([]);
  });
});
