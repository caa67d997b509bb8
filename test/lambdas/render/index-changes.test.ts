import { describe, expect, it } from 'vitest';
import { pagesOfIndexChange } from '#lambdas/lib/render/index-changes.ts';
import type { CollectionIndex, DocumentNode } from '#shared/content.ts';
import { WHOLE_TREE_LIMIT } from '#shared/document-tree.ts';
import { collectionIndex, node } from '#test/web/features/docs/fixtures.ts';

const doc = (path: string, fields: Partial<DocumentNode> = {}) =>
  node({ name: path.split('/').at(-1) ?? path, id: `tech-docs/${path}`, to: `/tech-docs/${path}`, ...fields });
const folder = (path: string, children: DocumentNode[], fields: Partial<DocumentNode> = {}) =>
  doc(path, { type: 'folder', children, ...fields });

/** A collection of `folders` folders of `perFolder` documents each, `a-0/d-0` … (over the whole-tree limit when large). */
function collection(folders: number, perFolder: number, change: (path: string) => Partial<DocumentNode> = () => ({})) {
  return collectionIndex(
    Array.from({ length: folders }, (_, f) =>
      folder(
        `a-${f}`,
        Array.from({ length: perFolder }, (_, d) => doc(`a-${f}/d-${d}`, change(`a-${f}/d-${d}`))),
        change(`a-${f}`),
      ),
    ),
  );
}
const sorted = (pages: string[]) => [...pages].sort();
const withChildren = (index: CollectionIndex, folderAt: number, children: (old: DocumentNode[]) => DocumentNode[]) => ({
  ...index,
  subMenu: index.subMenu.map((each, at) =>
    at === folderAt ? { ...each, children: children(each.children ?? []) } : each,
  ),
});

describe('the pages a write of a large collection’s index touches', () => {
  const before = collection(20, 20);

  it('counts as large: more nodes than the whole-tree limit', () => {
    expect(20 * 21).toBeGreaterThan(WHOLE_TREE_LIMIT);
  });

  it('nothing when nothing shown changed', () => {
    expect(pagesOfIndexChange('/tech-docs', before, { ...before, generatedAt: '2030-01-01T00:00:00.000Z' })).toEqual(
      [],
    );
  });

  it('a document’s date or description: its page and its folder’s table', () => {
    const after = collection(20, 20, (path) => (path === 'a-3/d-4' ? { updatedAt: '2026-11-28T00:00:00.000Z' } : {}));
    expect(sorted(pagesOfIndexChange('/tech-docs', before, after))).toEqual(['/tech-docs/a-3', '/tech-docs/a-3/d-4']);
  });

  it('a document’s label: every page of its folder (their trees list it), and its neighbours’ previous and next', () => {
    const after = collection(20, 20, (path) => (path === 'a-3/d-0' ? { label: 'Renamed' } : {}));
    const pages = pagesOfIndexChange('/tech-docs', before, after);
    expect(sorted(pages)).toEqual(
      sorted([
        '/tech-docs/a-3',
        ...Array.from({ length: 20 }, (_, d) => `/tech-docs/a-3/d-${d}`),
        '/tech-docs/a-2/d-19',
      ]),
    );
  });

  it('a document added: its folder’s pages, and the next folder’s first document (its previous)', () => {
    const after = withChildren(before, 5, (children) => [...children, doc('a-5/new')]);
    const pages = pagesOfIndexChange('/tech-docs', before, after);
    expect(pages).toContain('/tech-docs/a-5/new');
    expect(pages).toContain('/tech-docs/a-5/d-0');
    expect(pages).toContain('/tech-docs/a-6/d-0');
    expect(pages.filter((page) => page.startsWith('/tech-docs/a-4'))).toEqual([]);
    expect(pages).toHaveLength(1 + 20 + 1 + 1);
  });

  it('a document removed: the pages of its folder, its own page (to answer 404) among them', () => {
    const after = withChildren(before, 5, (children) => children.filter((child) => child.name !== 'd-7'));
    const pages = pagesOfIndexChange('/tech-docs', before, after);
    expect(pages).toContain('/tech-docs/a-5/d-7');
    expect(pages.filter((page) => !page.startsWith('/tech-docs/a-5'))).toEqual([]);
  });

  it('a top-level folder’s label: every page (each tree lists the top level)', () => {
    const after = collection(20, 20, (path) => (path === 'a-9' ? { label: 'Renamed area' } : {}));
    expect(pagesOfIndexChange('/tech-docs', before, after)).toHaveLength(1 + 20 * 21);
  });

  it('without the version before: every page', () => {
    expect(pagesOfIndexChange('/tech-docs', undefined, before)).toHaveLength(1 + 20 * 21);
  });
});

describe('the pages a write of a small collection’s index touches', () => {
  const before = collection(3, 3);

  it('any change to the tree: every page (each carries the whole tree)', () => {
    const after = collection(3, 3, (path) => (path === 'a-2/d-2' ? { label: 'Renamed' } : {}));
    expect(pagesOfIndexChange('/tech-docs', before, after)).toHaveLength(1 + 3 * 4);
  });

  it('a date: the document and its folder only', () => {
    const after = collection(3, 3, (path) => (path === 'a-0/d-1' ? { createdAt: '2026-01-01T00:00:00.000Z' } : {}));
    expect(sorted(pagesOfIndexChange('/tech-docs', before, after))).toEqual(['/tech-docs/a-0', '/tech-docs/a-0/d-1']);
  });
});
