import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptComments } from '#test/support/code-comments.ts';
import { REPO_ROOT, sourceFiles } from '#test/support/source-imports.ts';

/** The one module that turns instants into text (docs/code-conventions.md#dates-and-times). */
const DATES_MODULE = 'shared/dates.ts';

/**
 * A date written by the runtime's locale or a formatter of its own: each picks its own pattern
 * and, unless told, the zone of the machine it runs on, which is how one instant came to be shown
 * five ways and an hour apart. Numbers go through `formatCount` (shared/numbers.ts), so any
 * `toLocaleString` is refused.
 */
const OWN_DATE_FORMAT = /\.toLocale(?:Date|Time)?String\s*\(|\bIntl\s*\.\s*DateTimeFormat\b/;

const CODE_FOLDERS = ['web/src', 'lambdas', 'shared'];

/** The code of a file with its comments blanked, so a comment may name what it warns against. */
function withoutComments(code: string): string {
  let stripped = code;
  for (const comment of scriptComments(code)) stripped = stripped.replace(comment.text, ' ');
  return stripped;
}

/** Each line of the code that formats a date on its own, as `path:line: text`. */
function ownDateFormats(path: string, code: string): string[] {
  return withoutComments(code)
    .split('\n')
    .flatMap((line, index) => (OWN_DATE_FORMAT.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []));
}

describe('dates and times', () => {
  it('are formatted by shared/dates.ts alone: no toLocale*String or Intl.DateTimeFormat in web/src, lambdas or shared', () => {
    const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(join(REPO_ROOT, folder)))
      .map((file) => ({ file, path: relative(REPO_ROOT, file) }))
      .filter(({ path }) => /\.(tsx?|mjs)$/.test(path) && path !== DATES_MODULE);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap(({ file, path }) => ownDateFormats(path, readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the rule catches each way of formatting a date on one’s own, and not a comment about them', () => {
    for (const code of [
      'const text = new Date(iso).toLocaleString();',
      'const day = date.toLocaleDateString("en-GB");',
      'cell: () => new Date(at).toLocaleTimeString(),',
      "const FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });",
      'const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;',
      'const count = views.toLocaleString("en");',
    ]) {
      expect(ownDateFormats('example.ts', code), code).toHaveLength(1);
    }
    expect(ownDateFormats('example.ts', '// never toLocaleString() here\nconst a = 1;')).toEqual([]);
    expect(ownDateFormats('example.ts', 'const when = formatForViewer(iso, "dateTime");')).toEqual([]);
  });
});
