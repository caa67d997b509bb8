import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptComments, styleComments } from '#test/support/code-comments.ts';
import { REPO_ROOT, sourceFiles } from '#test/support/source-imports.ts';

/** A section of a document kept outside the repository, or an issue number: a reader can follow neither. */
const POINTER = /spec §|spec section|§\s*\d|\bissue #?\d+/i;

/**
 * A commit hash: the manual says what is, and how it got there belongs in the commit log or the
 * changelog. Seven or more hex digits with at least one letter and one digit.
 */
const COMMIT_HASH = /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/;

/** The manual: the README and every page of docs/. */
const MANUAL = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

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

  it('in the manual, state what is: no spec section, issue number or commit hash', () => {
    const pointers = MANUAL.flatMap((path) =>
      readFileSync(join(REPO_ROOT, path), 'utf8')
        .split('\n')
        .flatMap((row, index) =>
          POINTER.test(row) || COMMIT_HASH.test(row) ? [`${path}:${index + 1} ${row.trim()}`] : [],
        ),
    );
    expect(MANUAL.length).toBeGreaterThan(20);
    expect(pointers).toEqual([]);
  });
});
