import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fetchDocumentFile } from '#web/features/document-editor/api/get-document-file.ts';
import { saveDocumentFile } from '#web/features/document-editor/api/save-document-file.ts';
import { DocumentEditorView } from '#web/features/document-editor/components/document-editor-view.tsx';
import { documentAddressOf } from '#web/features/document-editor/lib/document-address.ts';
import {
  type EditorAction,
  type EditorState,
  editorReducer,
  hasUnsavedChanges,
  openEditor,
  saveRequestOf,
} from '#web/features/document-editor/lib/editor-state.ts';
import { jsonResponse, stubApi } from '../../support/api-stub';

const opened = {
  collection: 'tech-docs' as const,
  path: 'aws/oac',
  markdown: '# Origin Access Control\n\nThe bucket stays private.\n',
  versionId: 'v2',
  lastModified: '2026-11-21T10:00:00.000Z',
};
const typed = '# Origin Access Control\n\nThe bucket stays **private**, always.\n';

const links = { page: '/tech-docs/aws/oac', history: '/editor/documents/history?collection=tech-docs&path=aws/oac' };
const render = (state: EditorState) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DocumentEditorView
        state={state}
        links={links}
        autosave={{ kind: 'idle' }}
        onEdit={vi.fn()}
        onSave={vi.fn()}
        onKeepMine={vi.fn()}
        onTakeTheirs={vi.fn()}
        onDismissConflict={vi.fn()}
        onDiscard={vi.fn()}
      />
    </MemoryRouter>,
  );
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
/** The text of the textarea named `name`, entities decoded. */
const textareaOf = (html: string, name: string) =>
  new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`)
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const { answer, request } = stubApi();

describe('editing a document', () => {
  it('loads the current version and saves the typed text on top of it (baseVersionId)', async () => {
    answer(
      jsonResponse(opened),
      jsonResponse({
        collection: 'tech-docs',
        path: 'aws/oac',
        versionId: 'v3',
        lastModified: '2026-11-22T09:00:00.000Z',
      }),
    );
    const file = await fetchDocumentFile({ collection: 'tech-docs', path: 'aws/oac' });
    expect(request(0)).toMatchObject({
      url: 'http://localhost:5000/api/content/files?collection=tech-docs&path=aws%2Foac',
      method: 'GET',
    });

    const editing = run(openEditor(file), { type: 'edit', text: typed });
    expect(hasUnsavedChanges(editing)).toBe(true);
    const save = saveRequestOf(editing);
    const outcome = await saveDocumentFile(save);
    expect(request(1)).toEqual({
      url: 'http://localhost:5000/api/content/files',
      method: 'PUT',
      body: { collection: 'tech-docs', path: 'aws/oac', markdown: typed, baseVersionId: 'v2' },
    });
    expect(outcome.kind).toBe('saved');
    if (outcome.kind !== 'saved') return;

    const saved = run(
      editing,
      { type: 'save-started' },
      { type: 'saved', saved: outcome.saved, markdown: save.markdown },
    );
    expect(hasUnsavedChanges(saved)).toBe(false);
    expect(saveRequestOf(saved).baseVersionId).toBe('v3');
    const html = render(saved);
    expect(html).toContain('Saved. The page will be updated within a minute.');
    expect(html).toContain('href="/tech-docs/aws/oac"');
  });

  it('shows the markdown beside its preview from the site’s renderer, Save only once something changed', () => {
    const html = render(openEditor(opened));
    expect(textareaOf(html, 'markdown')).toBe(opened.markdown);
    expect(html).toContain('<h2>Origin Access Control</h2>');
    expect(html).toContain('<p>The bucket stays private.</p>');
    expect(html).toMatch(/<button class="button" type="submit" disabled="">Save<\/button>/);
    expect(render(run(openEditor(opened), { type: 'edit', text: typed }))).toContain('<strong>private</strong>');
  });

  it('keeps the typed text when the document changed since it was opened (409), and shows both beside Save', async () => {
    const current = { ...opened, markdown: '# Origin Access Control\n\nSomeone else’s change.\n', versionId: 'v5' };
    answer(jsonResponse({ message: 'This document has changed since you opened it', current }, 409));
    const editing = run(openEditor(opened), { type: 'edit', text: typed });
    const outcome = await saveDocumentFile(saveRequestOf(editing));
    expect(outcome).toEqual({ kind: 'conflict', message: 'This document has changed since you opened it', current });
    if (outcome.kind !== 'conflict') return;

    const refused = run(editing, { type: 'save-started' }, { type: 'conflict', message: outcome.message, current });
    const html = render(refused);
    expect(html).toContain('Someone else saved first');
    expect(html).toContain('This document has changed since you opened it: the version saved');
    expect(html).toContain('Keep mine');
    expect(html).toMatch(/<button class="button" type="submit" disabled="">Save<\/button>/);
    // The panel sits between the text and the Save button.
    expect(html.indexOf('Someone else saved first')).toBeLessThan(html.indexOf('>Save</button>'));
    expect(textareaOf(html, 'markdown')).toBe(typed);

    const reloaded = run(refused, { type: 'take-theirs' });
    expect(reloaded.text).toBe(current.markdown);
    expect(saveRequestOf(reloaded).baseVersionId).toBe('v5');
    const after = render(reloaded);
    expect(textareaOf(after, 'markdown')).toBe(current.markdown);
    expect(after).toContain('your text stays above until you close this');
    expect(after).toContain('The bucket stays **private**, always.');
  });

  it('opens on the editor’s unpublished changes with their time beside Save, and offers to discard them', () => {
    const pending = {
      collection: 'tech-docs' as const,
      path: 'aws/oac',
      markdown: typed,
      baseVersionId: 'v2',
      savedAt: '2026-11-21T10:41:00.000Z',
      savedBy: 'u1',
      savedByName: 'Ana Lee',
    };
    const html = render(openEditor(opened, pending));
    expect(textareaOf(html, 'markdown')).toBe(typed);
    expect(html).toMatch(/role="status" data-state="idle">Unpublished changes from \d{1,2}:41/);
    expect(html).toContain('>Discard changes</button>');
    expect(html).toMatch(/<button class="button" type="submit">Save<\/button>/);
    expect(render(openEditor(opened))).not.toContain('Discard changes');
  });

  it('throws any other failure, for the screen to show', async () => {
    answer(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(saveDocumentFile(saveRequestOf(openEditor(opened)))).rejects.toMatchObject({ status: 403 });
  });
});

describe('the document named by the address', () => {
  it('is a known collection and a path of name segments, without .md', () => {
    const of = (query: string) => documentAddressOf(new URLSearchParams(query));
    expect(of('collection=tech-docs&path=aws/cloudfront/origin-access-control')).toEqual({
      collection: 'tech-docs',
      path: 'aws/cloudfront/origin-access-control',
    });
    expect(of('collection=changelogs&path=2026-11-21-0-1-0-project-skeleton.md')?.path).toBe(
      '2026-11-21-0-1-0-project-skeleton',
    );
    for (const query of [
      'collection=nope&path=a',
      'collection=tech-docs&path=../secrets',
      'collection=tech-docs',
      'path=a',
    ]) {
      expect(of(query), query).toBeUndefined();
    }
  });
});
