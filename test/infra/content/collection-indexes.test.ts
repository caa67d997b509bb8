import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCollectionIndexes } from '#infra/content/collection-indexes.ts';
import { COLLECTIONS } from '#shared/content.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'content-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('collection indexes from a content folder', () => {
  it('builds one index per collection, empty for a missing folder, from markdown files only', () => {
    mkdirSync(path.join(root, 'tech-docs', 'guides'), { recursive: true });
    writeFileSync(path.join(root, 'tech-docs', 'guides', 'setup.md'), '# Setup\nupdated: 2026-01-02\n');
    writeFileSync(path.join(root, 'tech-docs', 'image.png'), 'not markdown');
    const indexes = buildCollectionIndexes(root);
    expect(indexes.map(({ key }) => key)).toEqual(COLLECTIONS.map(({ id }) => `_index/${id}.json`));
    const tech = indexes.find(({ index }) => index.id === 'tech-docs')?.index;
    expect(tech?.documentCount).toBe(1);
    expect(tech?.subMenu[0]?.children?.[0]).toMatchObject({ label: 'Setup', filepath: 'guides/setup.md' });
    expect(indexes.find(({ index }) => index.id === 'changelogs')?.index.subMenu).toEqual([]);
  });
});
