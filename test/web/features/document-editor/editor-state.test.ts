import { describe, expect, it } from 'vitest';
import type { DocumentPendingChanges } from '#shared/content.ts';
import {
  awaitsConflictChoice,
  canAutosave,
  type EditorAction,
  type EditorState,
  editorReducer,
  hasUnsavedChanges,
  hasUnsentChanges,
  openEditor,
  saveRequestOf,
} from '#web/features/document-editor/lib/editor-state.ts';

/** The document editor's state: unpublished changes kept by autosave, and a conflict's two texts. */
const file = {
  collection: 'tech-docs' as const,
  path: 'aws/oac',
  markdown: '# OAC\n\nPublished.\n',
  versionId: 'v2',
  lastModified: '2026-11-21T10:00:00.000Z',
};
const current = { ...file, markdown: '# OAC\n\nTheirs.\n', versionId: 'v3', lastModified: '2026-11-21T11:00:00.000Z' };
const pendingOf = (markdown: string, baseVersionId = 'v2'): DocumentPendingChanges => ({
  collection: 'tech-docs',
  path: 'aws/oac',
  markdown,
  baseVersionId,
  savedAt: '2026-11-21T10:41:00.000Z',
  savedBy: 'u1',
  savedByName: 'Ana Lee',
});
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const conflict: EditorAction = { type: 'conflict', message: 'This document has changed since you opened it', current };

describe('opening the editor', () => {
  it('opens on the published text when there are no unpublished changes', () => {
    const state = openEditor(file, null);
    expect(state).toMatchObject({ text: file.markdown, stored: file.markdown });
    expect(state.pending).toBeUndefined();
    expect(hasUnsentChanges(state)).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('opens on the editor’s unpublished changes, which Save publishes over the version they were typed on', () => {
    const state = openEditor(file, pendingOf('# Mine'));
    expect(state).toMatchObject({ text: '# Mine', pending: { savedAt: '2026-11-21T10:41:00.000Z' } });
    expect(hasUnsentChanges(state)).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(true);
    expect(saveRequestOf(state)).toEqual({
      ...{ collection: 'tech-docs', path: 'aws/oac' },
      markdown: '# Mine',
      baseVersionId: 'v2',
    });
    expect(canAutosave(state)).toBe(true);
  });

  it('opens changes typed on a version no longer current in a conflict, autosave stopped', () => {
    const state = openEditor(current, pendingOf('# Mine', 'v2'));
    expect(state.text).toBe('# Mine');
    expect(state.conflict).toMatchObject({ current, mine: '# Mine', taken: false });
    expect(awaitsConflictChoice(state)).toBe(true);
    expect(canAutosave(state)).toBe(false);
  });
});

describe('autosave and publishing', () => {
  it('counts typed text as unsent until an autosave keeps it, then as unpublished', () => {
    const typed = run(openEditor(file), { type: 'edit', text: '# Typed' });
    expect(hasUnsentChanges(typed)).toBe(true);
    const kept = run(typed, { type: 'autosaved', pending: pendingOf('# Typed') });
    expect(hasUnsentChanges(kept)).toBe(false);
    expect(hasUnsavedChanges(kept)).toBe(true);
    expect(kept.pending).toEqual({ savedAt: '2026-11-21T10:41:00.000Z' });
    // Typing after the autosave left is unsent again.
    expect(hasUnsentChanges(run(kept, { type: 'edit', text: '# Typed more' }))).toBe(true);
  });

  it('stops autosave while a save runs, and a save leaves nothing unpublished', () => {
    const kept = run(
      openEditor(file),
      { type: 'edit', text: '# Typed' },
      { type: 'autosaved', pending: pendingOf('# Typed') },
    );
    const saving = run(kept, { type: 'save-started' });
    expect(canAutosave(saving)).toBe(false);
    const saved = run(saving, {
      type: 'saved',
      saved: { collection: 'tech-docs', path: 'aws/oac', versionId: 'v3', lastModified: current.lastModified },
      markdown: '# Typed',
    });
    expect(saved).toMatchObject({ status: 'saved', stored: '# Typed', pending: undefined });
    expect(saved.base.versionId).toBe('v3');
    expect(hasUnsentChanges(saved)).toBe(false);
    expect(canAutosave(saved)).toBe(true);
  });

  it('text typed during a save stays unsent after it', () => {
    const saving = run(
      openEditor(file),
      { type: 'edit', text: '# A' },
      { type: 'save-started' },
      { type: 'edit', text: '# AB' },
    );
    const saved = run(saving, {
      type: 'saved',
      saved: { collection: 'tech-docs', path: 'aws/oac', versionId: 'v3', lastModified: current.lastModified },
      markdown: '# A',
    });
    expect(saved.text).toBe('# AB');
    expect(hasUnsentChanges(saved)).toBe(true);
  });

  it('discarding goes back to the published version', () => {
    const kept = run(openEditor(file, pendingOf('# Mine')), { type: 'edit', text: '# Mine and more' });
    const discarded = run(kept, { type: 'discarded' });
    expect(discarded).toMatchObject({ text: file.markdown, stored: file.markdown, pending: undefined });
    expect(hasUnsentChanges(discarded)).toBe(false);
  });
});

describe('a conflict', () => {
  it('keeps the typed text and stops autosave until the editor chooses', () => {
    const refused = run(openEditor(file), { type: 'edit', text: '# Mine' }, { type: 'save-started' }, conflict);
    expect(refused.text).toBe('# Mine');
    expect(refused.status).toBe('editing');
    expect(canAutosave(refused)).toBe(false);
    expect(saveRequestOf(refused).baseVersionId).toBe('v2');
  });

  it('“Keep mine” saves the text as typed on top of the current version', () => {
    const refused = run(openEditor(file), { type: 'edit', text: '# Mine' }, conflict, {
      type: 'edit',
      text: '# Mine, later',
    });
    const keeping = run(refused, { type: 'keep-mine' });
    expect(keeping.conflict).toBeUndefined();
    expect(saveRequestOf(keeping)).toMatchObject({ markdown: '# Mine, later', baseVersionId: 'v3' });
  });

  it('“Take theirs” loads the current version and keeps mine in the panel until it is closed', () => {
    const refused = run(openEditor(file), { type: 'edit', text: '# Mine' }, conflict);
    const taken = run(refused, { type: 'take-theirs' });
    expect(taken).toMatchObject({ text: current.markdown, stored: current.markdown, pending: undefined });
    expect(taken.conflict).toMatchObject({ mine: '# Mine', taken: true });
    expect(canAutosave(taken)).toBe(true);
    expect(saveRequestOf(taken).baseVersionId).toBe('v3');
    // Typing in the editor does not change the kept text.
    const typed = run(taken, { type: 'edit', text: `${current.markdown}More.\n` });
    expect(typed.conflict?.mine).toBe('# Mine');
    // “Keep mine” after all: mine goes back into the editor and is saved over the current version.
    expect(saveRequestOf(run(typed, { type: 'keep-mine' }))).toMatchObject({ markdown: '# Mine', baseVersionId: 'v3' });
    expect(run(typed, { type: 'dismiss-conflict' }).conflict).toBeUndefined();
  });

  it('is not closed before a choice', () => {
    const refused = run(openEditor(file), { type: 'edit', text: '# Mine' }, conflict);
    expect(run(refused, { type: 'dismiss-conflict' }).conflict).toBeDefined();
  });
});
