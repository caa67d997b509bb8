import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptComments, styleComments } from '#test/support/code-comments.ts';
import { REPO_ROOT, sourceFiles } from '#test/support/source-imports.ts';

/**
 * Files whose comments are still being rewritten on other branches: the rule is not held there yet.
 * This list must end empty; whoever merges the last of those branches empties it. A trailing `/` is
 * a folder, `*` one path segment.
 */
const NOT_YET_SWEPT: readonly string[] = [
  'lambdas/blog/',
  'lambdas/projects/',
  'lambdas/sitemap/',
  'lambdas/*/handler.ts',
  'lambdas/auth/sessions.ts',
  'lambdas/lib/db/',
  'lambdas/lib/render/',
  'shared/render/',
  'shared/contract/',
  'web/src/ssr/',
  'web/src/shared/ui/',
  'web/src/features/*/components/',
];

/** A section of a document kept outside the repository, or an issue number: a reader can follow neither. */
const POINTER = /spec §|§\s*\d|\bissue #?\d+/i;

const CODE_FOLDERS = ['lambdas', 'shared', 'infra', 'web/src', 'test'];

/** A NOT_YET_SWEPT entry as a test of repository-relative paths. */
function matcherOf(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${body}${pattern.endsWith('/') ? '' : '$'}`);
}

const notYetSwept = NOT_YET_SWEPT.map(matcherOf);

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
      .filter(({ path }) => /\.(tsx?|mjs|css)$/.test(path) && !notYetSwept.some((swept) => swept.test(path)));
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
