import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { deleteDocument } from '#web/features/document-editor/api/delete-document.ts';
import { fetchDocumentVersions } from '#web/features/document-editor/api/get-document-versions.ts';
import { restoreDocumentVersion } from '#web/features/document-editor/api/restore-document-version.ts';
import { VersionComparison } from '#web/features/document-editor/components/version-comparison.tsx';
import { VersionsTable } from '#web/features/document-editor/components/versions-table.tsx';
import { jsonResponse, stubApi } from '../../support/api-stub';

const address = { collection: 'tech-docs' as const, path: 'aws/oac' };
const versions = [
  { versionId: 'v3', lastModified: '2026-11-23T08:15:00.000Z', size: 2150, editedBy: 'Ada Lovelace' },
  { versionId: 'v2', lastModified: '2026-11-22T17:40:00.000Z', size: 1980, editedBy: 'Grace Hopper' },
  { versionId: 'v1', lastModified: '2026-11-21T10:00:00.000Z', size: 812, editedBy: null },
];
const file = (versionId: string, markdown: string) => ({
  ...address,
  versionId,
  markdown,
  lastModified: '2026-11-22T17:40:00.000Z',
});

/** The table rows as text, cells separated by " | ". */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)]
      .map(([, cell = '']) => cell.replace(/<span class="visually-hidden">.*?<\/span>/g, '').replace(/<[^>]+>/g, ''))
      .join(' | '),
  );

/** The diff's shown lines as "kind: text" (the marks and spoken prefixes left out). */
const diffLinesShown = (html: string) =>
  [...html.matchAll(/<li class="line-diff__line[^"]*" data-kind="(\w+)">(.*?)<\/li>/g)].map(
    ([, kind, content = '']) => `${kind}: ${content.replace(/<[^>]+>.*?<\/span>/g, '').replace(/<[^>]+>/g, '')}`,
  );

const { answer, request } = stubApi();

describe('a document’s history', () => {
  it('lists the versions newest first with their date, size and who edited them', async () => {
    answer(jsonResponse({ versions }));
    const listed = await fetchDocumentVersions(address);
    expect(request(0)).toMatchObject({
      url: 'http://localhost:5000/api/content/files/versions?collection=tech-docs&path=aws%2Foac',
      method: 'GET',
    });
    const html = renderToStaticMarkup(<VersionsTable versions={listed} selectedId="v2" onSelect={vi.fn()} />);
    expect(rows(html)).toEqual([
      'Date | Size | Edited by | Actions',
      '23 Nov 2026, 08:15 UTC (current) | 2.1 KB | Ada Lovelace | Show',
      '22 Nov 2026, 17:40 UTC | 1.9 KB | Grace Hopper | Show',
      '21 Nov 2026, 10:00 UTC | 812 bytes | From the repository | Show',
    ]);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    const pressedRow = html.split('<tr').find((row) => row.includes('aria-pressed="true"'));
    expect(pressedRow).toContain('data-version="v2"');
  });

  it('shows a version rendered, and the lines it adds and removes against the current version', () => {
    const current = file('v3', '# OAC\n\nKeep the bucket private.\nUse OAC, not OAI.\n');
    const older = file('v2', '# OAC\n\nKeep the bucket private.\nOAI still works.\n');
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <VersionComparison version={older} current={current} />
      </MemoryRouter>,
    );
    expect(html).toContain('<p>Keep the bucket private.\nOAI still works.</p>');
    const lines = diffLinesShown(html);
    expect(lines).toEqual([
      'same: # OAC',
      'same: ',
      'same: Keep the bucket private.',
      'removed: Use OAC, not OAI.',
      'added: OAI still works.',
    ]);
  });

  it('shows the changes first, three lines of context around each, with Restore beside their heading', () => {
    const paragraphs = Array.from({ length: 40 }, (_, index) => `Paragraph ${index + 1}.`);
    const current = file('v3', `${paragraphs.join('\n')}\n`);
    const older = file(
      'v2',
      `${paragraphs.map((line, index) => (index === 19 ? 'An older paragraph 20.' : line)).join('\n')}\n`,
    );
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <VersionComparison
          version={older}
          current={current}
          actions={
            <button type="button" className="button">
              Restore this version
            </button>
          }
        />
      </MemoryRouter>,
    );
    // The diff comes before the rendered version, and Restore sits in the diff's heading row.
    expect(html.indexOf('Changes against the current version')).toBeGreaterThan(-1);
    expect(html.indexOf('Changes against the current version')).toBeLessThan(html.indexOf('This version'));
    const heading = html.match(/<div class="document-history__heading">(.*?)<\/div>/)?.[1] ?? '';
    expect(heading).toContain('Changes against the current version');
    expect(heading).toContain('Restore this version');
    const shown = diffLinesShown(html);
    expect(shown).toEqual([
      'same: Paragraph 17.',
      'same: Paragraph 18.',
      'same: Paragraph 19.',
      'removed: Paragraph 20.',
      'added: An older paragraph 20.',
      'same: Paragraph 21.',
      'same: Paragraph 22.',
      'same: Paragraph 23.',
    ]);
    const folds = [...html.matchAll(/<li class="line-diff__fold"[^>]*>(.*?)<\/li>/g)].map(([, fold = '']) =>
      fold.replace(/<span class="visually-hidden">.*?<\/span>/g, '').replace(/<[^>]+>/g, ''),
    );
    expect(folds).toEqual(['16 unchanged lines', '17 unchanged lines']);
  });

  it('says so when the version shown is the current one, or the document is deleted', () => {
    const current = file('v3', '# OAC\n');
    const render = (shown: typeof current, now: typeof current | null) =>
      renderToStaticMarkup(<VersionComparison version={shown} current={now} />);
    expect(render(current, current)).toContain('This is the current version.');
    expect(render(current, null)).toContain('The document is deleted');
  });

  it('restores a version by its versionId, and deletes the document by its address', async () => {
    answer(
      jsonResponse({ ...address, versionId: 'v4', lastModified: '2026-11-24T09:00:00.000Z' }),
      new Response(null, { status: 204 }),
    );
    await expect(restoreDocumentVersion(address, 'v1')).resolves.toMatchObject({ versionId: 'v4' });
    expect(request(0)).toEqual({
      url: 'http://localhost:5000/api/content/files/restore',
      method: 'POST',
      body: { collection: 'tech-docs', path: 'aws/oac', versionId: 'v1' },
    });
    await deleteDocument(address);
    expect(request(1)).toMatchObject({
      url: 'http://localhost:5000/api/content/files?collection=tech-docs&path=aws%2Foac',
      method: 'DELETE',
    });
  });
});
