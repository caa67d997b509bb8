import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#test/support/source-imports.ts';

/**
 * The README and the pages of docs/ link each other and the code by relative paths and
 * `#anchors`; GitHub shows a dead link as a 404 and a wrong anchor as the top of the page, so
 * both are checked here. Links with a scheme (https, mailto) leave the repository and are not.
 */

const markdown = new MarkdownIt();

/** GitHub's heading anchor: lower case, punctuation other than `-` and `_` dropped, spaces to `-`. */
function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function inlineText(token: Token): string {
  return (token.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** The anchors of a markdown file's headings; a repeated heading gets `-1`, `-2`, … as on GitHub. */
function headingAnchors(tokens: Token[]): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  tokens.forEach((token, index) => {
    const content = tokens[index + 1];
    if (token.type !== 'heading_open' || !content) return;
    const slug = githubSlug(inlineText(content));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return anchors;
}

function linkTargets(tokens: Token[]): string[] {
  return tokens.flatMap((token) =>
    (token.children ?? []).flatMap((child) => {
      const target =
        child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      return target === null ? [] : [String(target)];
    }),
  );
}

const parsed = new Map<string, Token[]>();
function parse(file: string): Token[] {
  let tokens = parsed.get(file);
  if (!tokens) {
    tokens = markdown.parse(readFileSync(file, 'utf8'), {});
    parsed.set(file, tokens);
  }
  return tokens;
}

/** Every problem with the links of one markdown file, as `target: why`. */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(parse(file))) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue;
    const hashAt = target.indexOf('#');
    const path = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
    const resolved = path === '' ? file : path.startsWith('/') ? join(REPO_ROOT, path) : resolve(dirname(file), path);
    if (!existsSync(resolved)) {
      problems.push(`${target}: ${relative(REPO_ROOT, resolved)} does not exist`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!resolved.endsWith('.md')) {
      problems.push(`${target}: an anchor into a file that is not markdown`);
    } else if (!headingAnchors(parse(resolved)).has(anchor)) {
      problems.push(`${target}: no heading of ${relative(REPO_ROOT, resolved)} has the anchor #${anchor}`);
    }
  }
  return problems;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = [join(REPO_ROOT, 'README.md'), ...markdownFiles(join(REPO_ROOT, 'docs'))];

describe('links of the README and docs/', () => {
  it('makes anchors as GitHub does', () => {
    expect(githubSlug('Load: `npm run bench:load`')).toBe('load-npm-run-benchload');
    expect(githubSlug("The site's own `Link` and `NavLink`")).toBe('the-sites-own-link-and-navlink');
    expect(githubSlug('Admin summary (`GET /api/admin/summary`)')).toBe('admin-summary-get-apiadminsummary');
    expect(githubSlug('snake_case and kebab-case')).toBe('snake_case-and-kebab-case');
  });

  it('finds a broken file link and a broken anchor', () => {
    const tokens = markdown.parse('[gone](missing.md) [here](#nowhere) [ok](#a-heading)\n\n## A heading\n', {});
    expect(linkTargets(tokens)).toEqual(['missing.md', '#nowhere', '#a-heading']);
    expect(headingAnchors(tokens)).toEqual(new Set(['a-heading']));
  });

  it.each(documents.map((file) => [relative(REPO_ROOT, file), file]))(
    '%s links only to files and headings that exist',
    (_, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );
});
