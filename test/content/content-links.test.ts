import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#shared/content.ts';
import { isRenderedPagePath } from '#shared/rendered-pages.ts';
import { REPO_ROOT, sourceFiles } from '../support/source-imports';

/**
 * The repository's own documents (content/, deployed as the six collections) are pages of the
 * site, and their links between documents lead somewhere: a document deeper than a page can be
 * (five names below its collection) would be listed in the tree and answer 404.
 */
const CONTENT = join(REPO_ROOT, 'content');
const documents = sourceFiles(CONTENT).filter((file) => file.endsWith('.md'));

/** The page of a document: `content/tech-docs/aws/index.md` → `/tech-docs/aws`. */
const pageOf = (file: string) =>
  `/${relative(CONTENT, file)
    .replace(/\.md$/, '')
    .replace(/(^|\/)index$/, '')}`;

const collectionIds: readonly string[] = COLLECTIONS.map(({ id }) => id);
const pages = new Set(documents.map(pageOf));

/** Links from markdown to a collection's pages: `](/tech-docs/…)`, without their `#section`. */
function collectionLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s#]+)(?:#[^)\s]*)?\)/g)]
    .map(([, target = '']) => target.replace(/\/$/, ''))
    .filter((target) => collectionIds.includes(target.split('/')[1] ?? ''));
}

describe('the repository content', () => {
  it('has documents in every collection', () => {
    for (const id of collectionIds) expect(documents.some((file) => pageOf(file).startsWith(`/${id}`))).toBe(true);
  });

  it('has every document at an address the site renders', () => {
    expect(documents.map(pageOf).filter((page) => !isRenderedPagePath(page))).toEqual([]);
  });

  it('links only to documents and folders that exist', () => {
    const broken = documents.flatMap((file) =>
      collectionLinks(readFileSync(file, 'utf8'))
        .filter((target) => !pages.has(target) && !collectionIds.includes(target.slice(1)))
        .map((target) => `${relative(REPO_ROOT, file)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('finds the links it checks', () => {
    const learningPath = readFileSync(join(CONTENT, 'tech-docs/csharp/learning-path.md'), 'utf8');
    expect(collectionLinks(learningPath)).toContain('/tech-docs/csharp/collections/linq/filtering/query-syntax');
    expect(existsSync(join(CONTENT, 'tech-docs/csharp/collections/linq/filtering/query-syntax.md'))).toBe(true);
  });
});
