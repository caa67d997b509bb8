import { describe, expect, it } from 'vitest';
import { buildCollectionIndex } from '#lambdas/lib/content/indexer.ts';
import { parseDocumentDate, readMarkdownMetadata } from '#lambdas/lib/content/markdown-metadata.ts';
import type { DocumentNode } from '#shared/content.ts';
import { splitMetadata } from '#shared/markdown-metadata.ts';

const doc = (path: string, ...lines: string[]) => ({ path, markdown: lines.join('\n') });

describe('markdown metadata', () => {
  it.each([
    ['date', 'createdAt'],
    ['created', 'createdAt'],
    ['updated', 'updatedAt'],
    ['modified', 'updatedAt'],
    ['changed', 'updatedAt'],
  ])('reads a %s: line as %s', (label, field) => {
    const metadata = readMarkdownMetadata(`# Title\n${label}: 2026-03-14\n\nBody`);
    expect(metadata[field as 'createdAt' | 'updatedAt']).toBe('2026-03-14T00:00:00.000Z');
  });

  it('accepts labels in any case and emphasis, and long-form dates', () => {
    expect(readMarkdownMetadata('**Updated:** March 3, 2026').updatedAt).toBe('2026-03-03T00:00:00.000Z');
    expect(readMarkdownMetadata('- DATE: 2025-12-01').createdAt).toBe('2025-12-01T00:00:00.000Z');
  });

  it('ignores unparsable dates instead of failing', () => {
    for (const value of ['sometime in spring', '2026-13-45', '2026-02-30', 'soon', '']) {
      expect(parseDocumentDate(value)).toBeNull();
    }
    expect(readMarkdownMetadata('# A\nupdated: sometime in spring\nchanged: 2026-05-05').updatedAt).toBe(
      '2026-05-05T00:00:00.000Z',
    );
  });

  it('reads the heading, description and changelog hash of the block under the heading, never the body', () => {
    const metadata = readMarkdownMetadata(
      [
        '# Release 0.4.0',
        'description: Accounts.',
        'commit: a1b2c3d',
        '',
        'Changed: the body says so.',
        '```md',
        'date: 2020-01-01',
        '```',
      ].join('\n'),
    );
    expect(metadata).toEqual({
      heading: 'Release 0.4.0',
      description: 'Accounts.',
      gitHash: 'a1b2c3d',
      createdAt: null,
      updatedAt: null,
    });
    expect(splitMetadata('# Title\nupdated: 2026-01-02\n\nChanged: the body says so.').withoutMetadata).toBe(
      '# Title\n\nChanged: the body says so.',
    );
  });
});

describe('collection index', () => {
  const index = buildCollectionIndex(
    'tech-docs',
    [
      doc(
        'csharp/basics/variables.md',
        '# Variables and types',
        'description: Declaring values.',
        'updated: 2026-01-10',
      ),
      doc('csharp/basics/loops.md', '# Loops', 'created: 2026-02-01'),
      doc('csharp/basics/old-notes.md', '# Old notes', 'updated: not a date'),
      doc('getting-started.md', '# Getting started', 'date: 2025-05-05'),
      doc('stacks-overview.md', '# Stacks', 'modified: 2026-06-01'),
      doc('csharp/a/b/c/d/deep-dive.md', '# Deep', 'changed: 2024-04-04'),
      doc('notes.txt', 'not markdown'),
    ],
    new Date('2026-11-21T00:00:00Z'),
  );
  const find = (nodes: DocumentNode[], id: string): DocumentNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inside = node.children && find(node.children, id);
      if (inside) return inside;
    }
    return undefined;
  };

  it('describes the collection and counts its markdown documents', () => {
    expect(index).toMatchObject({ id: 'tech-docs', folderName: 'tech-docs', to: '/tech-docs', documentCount: 6 });
  });

  it('gives each node its id, title, label, route, type and file path', () => {
    expect(find(index.subMenu, 'tech-docs/csharp/basics/variables')).toEqual({
      id: 'tech-docs/csharp/basics/variables',
      title: 'variables',
      label: 'Variables and types',
      name: 'variables',
      to: '/tech-docs/csharp/basics/variables',
      type: 'file',
      filepath: 'csharp/basics/variables.md',
      description: 'Declaring values.',
      createdAt: null,
      updatedAt: '2026-01-10T00:00:00.000Z',
    });
    expect(find(index.subMenu, 'tech-docs/csharp')).toMatchObject({ type: 'category', title: 'csharp' });
    expect(find(index.subMenu, 'tech-docs/csharp/basics')).toMatchObject({
      type: 'folder',
      to: '/tech-docs/csharp/basics',
    });
    expect(find(index.subMenu, 'tech-docs/stacks-overview')?.title).toBe('stacks overview');
  });

  it('falls back to the description text and the title', () => {
    expect(find(index.subMenu, 'tech-docs/csharp/basics/loops')?.description).toBe('No description available');
  });

  it('nests five folders deep', () => {
    expect(find(index.subMenu, 'tech-docs/csharp/a/b/c/d/deep-dive')?.to).toBe('/tech-docs/csharp/a/b/c/d/deep-dive');
  });

  it('orders folders first, then files by most recent update, undated last', () => {
    expect(index.subMenu.map((node) => node.name)).toEqual(['csharp', 'stacks-overview', 'getting-started']);
    const basics = find(index.subMenu, 'tech-docs/csharp/basics');
    expect(basics?.children?.map((node) => node.name)).toEqual(['loops', 'variables', 'old-notes']);
  });

  it('dates a folder by the documents below it', () => {
    expect(find(index.subMenu, 'tech-docs/csharp')).toMatchObject({
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
  });
});

describe('folder descriptions', () => {
  const index = buildCollectionIndex('tech-docs', [
    doc('aws/index.md', '# AWS', 'description: How this site runs on AWS.', '', 'Longer text.'),
    doc(
      'aws/cloudfront/index.md',
      '# CloudFront',
      '',
      'Serving the site from the edge with *private* [buckets](x.md).',
      '',
      'More.',
    ),
    doc('aws/cloudfront/oac.md', '# Origin Access Control'),
    doc('aws/dynamodb/table.md', '# One table'),
    doc('index.md', '# Tech docs', 'description: Notes on the stack, from its own index.'),
  ]);
  const aws = index.subMenu.find((node) => node.name === 'aws');
  const child = (name: string) => aws?.children?.find((node) => node.name === name);

  it("reads a folder's description from the description line of its index.md", () => {
    expect(aws?.description).toBe('How this site runs on AWS.');
  });

  it('falls back to the first paragraph of index.md as plain text', () => {
    expect(child('cloudfront')?.description).toBe('Serving the site from the edge with private buckets.');
  });

  it('keeps the fallback for a folder without an index.md', () => {
    expect(child('dynamodb')?.description).toBe('No description available');
  });

  it("names a folder by its index.md's heading, else by its slug with a capital, and sorts folders by those names", () => {
    expect(aws?.label).toBe('AWS');
    expect(child('cloudfront')?.label).toBe('CloudFront');
    expect(child('dynamodb')?.label).toBe('Dynamodb');
    const named = buildCollectionIndex('tech-docs', [
      doc('csharp/index.md', '# C#'),
      doc('csharp/error-handling/basics.md', '# Basics'),
      doc('beta/one.md', '# One'),
    ]);
    expect(named.subMenu.map((node) => node.label)).toEqual(['Beta', 'C#']);
    expect(named.subMenu[1]?.children?.map((node) => node.label)).toEqual(['Error handling']);
  });

  it('lists no index.md as a document and describes the collection by the one at its top', () => {
    expect(index.documentCount).toBe(2);
    expect(child('cloudfront')?.children?.map((node) => node.name)).toEqual(['oac']);
    expect(index.subMenu.map((node) => node.name)).toEqual(['aws']);
    expect(index.description).toBe('Notes on the stack, from its own index.');
  });
});

describe('creation dates', () => {
  const stored = (path: string, storedAt: string, ...lines: string[]) => ({ ...doc(path, ...lines), storedAt });
  const created = (built: ReturnType<typeof buildCollectionIndex>, name: string) =>
    built.subMenu.find((node) => node.name === name)?.createdAt;

  it('takes the created line first, whatever the bucket knows', () => {
    const built = buildCollectionIndex('tech-docs', [
      stored('a.md', '2026-11-21T10:00:00.000Z', '# A', 'created: 2026-11-25', 'updated: 2026-11-26'),
    ]);
    expect(created(built, 'a')).toBe('2026-11-25T00:00:00.000Z');
  });

  it('without one, takes the earliest of the stored time and the updated line', () => {
    const built = buildCollectionIndex('tech-docs', [
      stored('a.md', '2026-11-21T10:00:00.000Z', '# A', 'updated: 2026-03-01'),
      stored('b.md', '2026-11-21T10:00:00.000Z', '# B'),
    ]);
    expect(created(built, 'a')).toBe('2026-03-01T00:00:00.000Z');
    expect(created(built, 'b')).toBe('2026-11-21T10:00:00.000Z');
  });

  it('keeps the time an earlier index gave a file when the file is stored again', () => {
    const first = buildCollectionIndex('tech-docs', [stored('b.md', '2026-11-21T10:00:00.000Z', '# B')]);
    const edited = buildCollectionIndex(
      'tech-docs',
      [stored('b.md', '2026-12-02T08:30:00.000Z', '# B', '', 'Edited.')],
      new Date('2026-12-02T08:30:01.000Z'),
      first,
    );
    expect(created(edited, 'b')).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('last updated', () => {
  const updated = (built: ReturnType<typeof buildCollectionIndex>, name: string) =>
    built.subMenu.find((node) => node.name === name)?.updatedAt;

  it("is the updated line (else the created line) for the repository's copy, whenever the bucket stored it", () => {
    const built = buildCollectionIndex('tech-docs', [
      { ...doc('a.md', '# A', 'created: 2026-01-05', 'updated: 2026-02-01'), storedAt: '2026-11-21T10:00:00.000Z' },
      { ...doc('b.md', '# B', 'created: 2026-01-05'), storedAt: '2026-11-21T10:00:00.000Z' },
      { ...doc('c.md', '# C'), storedAt: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(updated(built, 'a')).toBe('2026-02-01T00:00:00.000Z');
    expect(updated(built, 'b')).toBe('2026-01-05T00:00:00.000Z');
    expect(updated(built, 'c')).toBeNull();
  });

  it("is the time an editor saved the current version when that is later, and a folder's newest below it", () => {
    const built = buildCollectionIndex('tech-docs', [
      { ...doc('a.md', '# A', 'updated: 2026-02-01'), editedAt: '2026-11-21T10:00:00.000Z' },
      { ...doc('b.md', '# B'), editedAt: '2026-11-20T09:00:00.000Z' },
      { ...doc('c.md', '# C', 'updated: 2026-12-01'), editedAt: '2026-11-21T10:00:00.000Z' },
      { ...doc('guides/d.md', '# D', 'updated: 2026-03-01'), editedAt: '2026-11-22T08:00:00.000Z' },
    ]);
    expect(updated(built, 'a')).toBe('2026-11-21T10:00:00.000Z');
    expect(updated(built, 'b')).toBe('2026-11-20T09:00:00.000Z');
    expect(updated(built, 'c')).toBe('2026-12-01T00:00:00.000Z');
    expect(updated(built, 'guides')).toBe('2026-11-22T08:00:00.000Z');
  });
});
