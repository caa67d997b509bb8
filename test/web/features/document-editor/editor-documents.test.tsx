import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { indexPath } from '#shared/content.ts';
import { Screen } from '#test/web/features/blog/editor-fixtures.tsx';
import { collectionIndex, node } from '#test/web/features/docs/fixtures.ts';
import { EditorDocumentsPage } from '#web/app/routes/editor-documents.tsx';
import { listDocuments } from '#web/features/document-editor/lib/document-list.ts';
import { clearPageData, seedPageData } from '#web/shared/api/page-data.ts';

const index = collectionIndex([
  node({ name: 'intro', label: 'Introduction', updatedAt: '2026-11-20T10:00:00.000Z' }),
  node({
    name: 'guides',
    label: 'Guides',
    type: 'folder',
    filepath: 'guides',
    children: [
      node({ name: 'install', label: 'Install the site', filepath: 'guides/install.md' }),
      node({
        name: 'deep',
        label: 'Deep',
        type: 'folder',
        filepath: 'guides/deep',
        children: [node({ name: 'tuning', label: 'Tuning', filepath: 'guides/deep/tuning.md' })],
      }),
    ],
  }),
]);

afterEach(() => clearPageData());

describe('the documents an editor can open', () => {
  it('lists every document of the tree with its path without .md and the folders above it', () => {
    expect(listDocuments(index).map(({ path, label, folder }) => ({ path, label, folder }))).toEqual([
      { path: 'intro', label: 'Introduction', folder: '' },
      { path: 'guides/install', label: 'Install the site', folder: 'Guides' },
      { path: 'guides/deep/tuning', label: 'Tuning', folder: 'Guides / Deep' },
    ]);
  });

  it('keeps those whose title or path holds the filter, whatever its case', () => {
    expect(listDocuments(index, 'INSTALL').map((document) => document.path)).toEqual(['guides/install']);
    expect(listDocuments(index, 'deep/').map((document) => document.path)).toEqual(['guides/deep/tuning']);
    expect(listDocuments(index, 'nothing like it')).toEqual([]);
  });

  it('shows the chosen collection’s documents with Edit and History links, filtered by the address', () => {
    seedPageData({ [indexPath('tech-docs')]: { data: index } });
    const html = renderToStaticMarkup(
      <Screen path="/editor/documents?collection=tech-docs&q=guides" roles={['Editor']}>
        <EditorDocumentsPage />
      </Screen>,
    );
    expect(html).toContain('href="/editor/documents/edit?collection=tech-docs&amp;path=guides/install"');
    expect(html).toContain('href="/editor/documents/history?collection=tech-docs&amp;path=guides/deep/tuning"');
    expect(html).not.toContain('path=intro');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="guides"/);
  });
});
