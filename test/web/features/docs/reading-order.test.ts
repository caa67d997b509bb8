import { describe, expect, it } from 'vitest';
import { adjacentDocuments, documentsInOrder, treeEntries, treeSize } from '#shared/document-tree.ts';
import { collectionIndex, node } from './fixtures';

const variables = node({ name: 'variables', id: 'tech-docs/csharp/basics/variables' });
const loops = node({ name: 'loops', id: 'tech-docs/csharp/basics/loops' });
const basics = node({ name: 'basics', id: 'tech-docs/csharp/basics', type: 'folder', children: [variables, loops] });
const empty = node({ name: 'empty', id: 'tech-docs/csharp/empty', type: 'folder', children: [] });
const path = node({ name: 'learning-path', id: 'tech-docs/csharp/learning-path' });
const csharp = node({ name: 'csharp', id: 'tech-docs/csharp', type: 'category', children: [basics, empty, path] });
const cloudfront = node({ name: 'cloudfront', id: 'tech-docs/aws/cloudfront' });
const aws = node({ name: 'aws', id: 'tech-docs/aws', type: 'category', children: [cloudfront] });
const overview = node({ name: 'overview', id: 'tech-docs/overview' });
const index = collectionIndex([csharp, aws, overview]);

describe('the documents in the sidebar’s order', () => {
  it('lists every document depth first, folder by folder, as the tree shows them', () => {
    expect(documentsInOrder(index.subMenu).map((document) => document.name)).toEqual([
      'variables',
      'loops',
      'learning-path',
      'cloudfront',
      'overview',
    ]);
  });
});

describe('previous and next', () => {
  const around = (id: string) => {
    const { previous, next } = adjacentDocuments(index, id);
    return [previous?.name, next?.name];
  };

  it('gives the neighbours within a folder', () => {
    expect(around(loops.id)).toEqual(['variables', 'learning-path']);
  });

  it('crosses folders, up and down the tree, skipping an empty folder', () => {
    expect(around(path.id)).toEqual(['loops', 'cloudfront']);
    expect(around(cloudfront.id)).toEqual(['learning-path', 'overview']);
  });

  it('has no previous for the first document and no next for the last', () => {
    expect(around(variables.id)).toEqual([undefined, 'loops']);
    expect(around(overview.id)).toEqual(['cloudfront', undefined]);
  });

  it('has neither for a folder or an unknown id', () => {
    expect(adjacentDocuments(index, basics.id)).toEqual({});
    expect(adjacentDocuments(index, 'tech-docs/nope')).toEqual({});
  });
});

describe('a frozen tree (the renderer parses an index once for many pages)', () => {
  const frozen = (value: unknown): unknown => {
    if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) frozen(inner);
      Object.freeze(value);
    }
    return value;
  };
  const still = frozen(structuredClone(index)) as typeof index;

  it('answers what the same tree unfrozen answers, the same each time', () => {
    expect(treeSize(still.subMenu)).toBe(treeSize(index.subMenu));
    expect(treeSize(still.subMenu)).toBe(9);
    const documents = documentsInOrder(still.subMenu);
    expect(documents).toEqual(documentsInOrder(index.subMenu));
    expect(documentsInOrder(still.subMenu)).toBe(documents);
    for (const id of [variables.id, loops.id, path.id, cloudfront.id, overview.id, basics.id, 'tech-docs/nope']) {
      expect(adjacentDocuments(still, id)).toEqual(adjacentDocuments(index, id));
    }
  });
});

describe('the tree around the current page', () => {
  type Shown = { name: string; current: boolean; open: boolean; children: Shown[] };
  const shown = (entries: ReturnType<typeof treeEntries>): Shown[] =>
    entries.map(({ node: each, current, open, children }) => ({
      name: each.name,
      current,
      open,
      children: shown(children ?? []),
    }));
  const flatten = (entries: Shown[]): Shown[] => entries.flatMap((entry) => [entry, ...flatten(entry.children)]);
  const find = (entries: Shown[], name: string) => flatten(entries).find((entry) => entry.name === name);

  it('marks the current page and opens the folders above it, and only those', () => {
    const tree = shown(treeEntries(index.subMenu, [csharp, basics, loops]));
    expect(find(tree, 'loops')).toMatchObject({ current: true, open: false });
    expect(find(tree, 'csharp')).toMatchObject({ current: false, open: true });
    expect(find(tree, 'basics')).toMatchObject({ current: false, open: true });
    expect(find(tree, 'empty')).toMatchObject({ current: false, open: false });
    expect(find(tree, 'aws')).toMatchObject({ current: false, open: false });
    expect(
      flatten(tree)
        .filter((entry) => entry.current)
        .map((entry) => entry.name),
    ).toEqual(['loops']);
    expect(
      flatten(tree)
        .filter((entry) => entry.open)
        .map((entry) => entry.name),
    ).toEqual(['csharp', 'basics']);
  });

  it('keeps every folder closed and nothing marked for the collection itself', () => {
    const tree = shown(treeEntries(index.subMenu, []));
    expect(JSON.stringify(tree)).not.toContain('"current":true');
    expect(JSON.stringify(tree)).not.toContain('"open":true');
  });

  it("marks a folder's own page and opens it with the folders above it", () => {
    const tree = shown(treeEntries(index.subMenu, [csharp, basics]));
    expect(find(tree, 'basics')).toMatchObject({ current: true, open: true });
    expect(find(tree, 'csharp')).toMatchObject({ current: false, open: true });
    expect(find(tree, 'loops')).toMatchObject({ current: false, open: false });
    expect(
      flatten(tree)
        .filter((entry) => entry.open)
        .map((entry) => entry.name),
    ).toEqual(['csharp', 'basics']);
  });

  it('marks a top-level document without opening anything', () => {
    const tree = shown(treeEntries(index.subMenu, [overview]));
    expect(find(tree, 'overview')).toMatchObject({ current: true });
    expect(JSON.stringify(tree)).not.toContain('"open":true');
  });
});

describe('the tree of a large collection', () => {
  /** Which nodes a page's sidebar lists, and which folders it lists without their contents. */
  const listing = (entries: ReturnType<typeof treeEntries>): string[] =>
    entries.flatMap(({ node: each, children }) =>
      each.type === 'file' ? [each.name] : children ? [`${each.name}/`, ...listing(children)] : [`${each.name}→`],
    );

  it('counts every document and folder', () => {
    expect(treeSize(index.subMenu)).toBe(9);
  });

  it('is whole up to the limit, on every page', () => {
    expect(listing(treeEntries(index.subMenu, [aws, cloudfront], 9))).toEqual([
      'csharp/',
      'basics/',
      'variables',
      'loops',
      'empty/',
      'learning-path',
      'aws/',
      'cloudfront',
      'overview',
    ]);
  });

  it('above it, lists the top level and the open folders’ contents; other folders link to their pages', () => {
    expect(listing(treeEntries(index.subMenu, [csharp, basics, loops], 8))).toEqual([
      'csharp/',
      'basics/',
      'variables',
      'loops',
      'empty→',
      'learning-path',
      'aws→',
      'overview',
    ]);
    expect(listing(treeEntries(index.subMenu, [], 8))).toEqual(['csharp→', 'aws→', 'overview']);
    expect(listing(treeEntries(index.subMenu, [aws], 8))).toEqual(['csharp→', 'aws/', 'cloudfront', 'overview']);
  });
});
