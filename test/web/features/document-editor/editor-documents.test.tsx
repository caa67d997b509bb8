import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexPath } from '#shared/content.ts';
import { Screen } from '#test/web/features/blog/editor-fixtures.tsx';
import { collectionIndex, node } from '#test/web/features/docs/fixtures.ts';
import { documentLinks } from '#web/app/paths.ts';
import { EditorDocumentsPage } from '#web/app/routes/editor-documents.tsx';
import { fetchDeletedDocuments } from '#web/features/document-editor/api/get-deleted-documents.ts';
import { DeletedDocumentsTable } from '#web/features/document-editor/components/deleted-documents-table.tsx';
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

describe('the deleted documents an editor can bring back', () => {
  const jsonResponse = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const deleted = [
    { path: 'guides/old-install', deletedAt: '2026-11-23T08:15:00.000Z', deletedBy: 'Test Admin' },
    { path: 'notes/draft', deletedAt: '2026-11-20T10:00:00.000Z', deletedBy: null },
  ];

  afterEach(() => vi.unstubAllGlobals());

  it('asks the API for a collection’s deleted documents', async () => {
    vi.stubGlobal('window', { location: { hostname: 'localhost', origin: 'http://localhost:5173' } });
    const fetch = vi.fn(async () => jsonResponse({ documents: deleted }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchDeletedDocuments('tech-docs')).toEqual(deleted);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:5000/api/content/files/deleted?collection=tech-docs');
    expect(init.method).toBe('GET');
  });

  it('lists each with when and by whom it was deleted and a link to its history, where Restore brings it back', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DeletedDocumentsTable historyLink={(path) => documentLinks.history('tech-docs', path)} documents={deleted} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/editor/documents/history?collection=tech-docs&amp;path=guides/old-install"');
    expect(html).toContain('href="/editor/documents/history?collection=tech-docs&amp;path=notes/draft"');
    expect(html).toContain('Test Admin');
    expect(html).toContain('Unknown');
    expect(html).toContain('dateTime="2026-11-23T08:15:00.000Z"');
  });

  it('offers the deleted documents on the Documents page, and opens their section from the address', () => {
    seedPageData({ [indexPath('tech-docs')]: { data: index } });
    const closed = renderToStaticMarkup(
      <Screen path="/editor/documents?collection=tech-docs" roles={['Editor']}>
        <EditorDocumentsPage />
      </Screen>,
    );
    expect(closed).toContain('Show deleted documents');
    expect(closed).not.toContain('id="deleted-documents"');
    const open = renderToStaticMarkup(
      <Screen path="/editor/documents?collection=tech-docs&deleted=1" roles={['Editor']}>
        <EditorDocumentsPage />
      </Screen>,
    );
    expect(open).toContain('Hide deleted documents');
    expect(open).toContain('<h2 id="deleted-documents">Deleted documents</h2>');
  });
});
