import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptComments, styleComments } from '#test/support/code-comments.ts';
import { REPO_ROOT, sourceFiles } from '#test/support/source-imports.ts';

/** A section of a document kept outside the repository, or an issue number: a reader can follow neither. */
const POINTER = /spec §|§\s*\d|\bissue #?\d+/i;

const CODE_FOLDERS = ['lambdas', 'shared', 'infra', 'web/src', 'test'];

/** The row of a comment that points, trimmed, to name it in a failure. */
const pointerRow = (text: string) =>
  text
    .split('\n')
    .find((row) => POINTER.test(row))
    ?.trim();

describe('comments', () => {
  it('state the rule in the code’s own terms, never a spec section or an issue number', () => {
    const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(join(REPO_ROOT, folder)))
      .map((file) => ({ file, path: relative(REPO_ROOT, file) }))
      .filter(({ path }) => /\.(tsx?|mjs|css)$/.test(path));
    const pointers = files.flatMap(({ file, path }) => {
      const code = readFileSync(file, 'utf8');
      const comments = path.endsWith('.css') ? styleComments(code) : scriptComments(code);
      return comments
        .filter(({ text }) => POINTER.test(text))
        .map(({ line, text }) => `${path}:${line} ${pointerRow(text)}`);
    });
    expect(files.length).toBeGreaterThan(500);
    expect(pointers).toEqual([]);
  });
});
