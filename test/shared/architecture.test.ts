import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, REPO_ROOT, sourceFiles } from '#test/support/source-imports.ts';

const sharedFiles = sourceFiles(join(REPO_ROOT, 'shared')).filter((file) => /\.tsx?$/.test(file));
const NODE_BUILTINS = new Set(builtinModules);

/** `node:fs`, `fs`, `fs/promises`, `path`, …: a module only Node has. */
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || NODE_BUILTINS.has(specifier) || NODE_BUILTINS.has(specifier.split('/')[0] ?? '');

describe('shared/', () => {
  it('holds only code both sides can run: no Node built-in module is imported', () => {
    expect(sharedFiles.length).toBeGreaterThan(0);
    const violations = sharedFiles.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter(isNodeBuiltin)
        .map((specifier) => `${relative(REPO_ROOT, file)} → ${specifier}`),
    );
    expect(violations).toEqual([]);
  });
});
