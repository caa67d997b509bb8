import {
  type ContentDocument,
  type ContentDocumentSaved,
  DOCUMENT_CHANGED_MESSAGE,
  type DocumentPendingChanges,
} from '#shared/content.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';

/** Another version became current while the text was typed: the editor chooses which to keep. */
interface EditorConflict {
  message: string;
  /** The version now current: theirs. */
  current: ContentDocument;
  /** The editor's text when the conflict was found (shown live until theirs is taken). */
  mine: string;
  /** Theirs was taken into the editor; mine stays in the panel to copy from until it is dismissed. */
  taken: boolean;
}

/**
 * The edit screen: the published version the text was typed on, the text as typed, what the
 * server keeps of it (published or as the editor's unpublished changes), and how the last save went.
 */
export interface EditorState {
  base: ContentDocument;
  text: string;
  /** The text the server has for this editor: their unpublished changes, else the published version. */
  stored: string;
  /** The editor's unpublished changes kept on the server (autosave), and when they were last kept. */
  pending?: { savedAt: string };
  status: 'editing' | 'saving' | 'saved' | 'failed';
  conflict?: EditorConflict;
  failure?: string;
}

export type EditorAction =
  | { type: 'edit'; text: string }
  | { type: 'save-started' }
  /** `markdown`: the text that was sent, which typing during the save may since have changed. */
  | { type: 'saved'; saved: ContentDocumentSaved; markdown: string }
  | { type: 'conflict'; message: string; current: ContentDocument }
  | { type: 'failed'; message: string }
  /** An autosave kept the text as unpublished changes. */
  | { type: 'autosaved'; pending: DocumentPendingChanges }
  /** The unpublished changes were discarded: back to the published version. */
  | { type: 'discarded' }
  /** Theirs into the editor, mine kept in the conflict panel. */
  | { type: 'take-theirs' }
  /** Mine to be saved over theirs: the current version becomes the base of the save that follows. */
  | { type: 'keep-mine' }
  | { type: 'dismiss-conflict' };

/**
 * The editor opened on the current version, with the editor's unpublished changes when there are
 * some. Changes typed on a version that is no longer current open in a conflict, so the newer
 * version is never written over unseen.
 */
export function openEditor(file: ContentDocument, pending?: DocumentPendingChanges | null): EditorState {
  if (!pending) return { base: file, text: file.markdown, stored: file.markdown, status: 'editing' };
  const opened: EditorState = {
    base: file,
    text: pending.markdown,
    stored: pending.markdown,
    pending: { savedAt: pending.savedAt },
    status: 'editing',
  };
  if (pending.baseVersionId === file.versionId) return opened;
  return {
    ...opened,
    conflict: { message: DOCUMENT_CHANGED_MESSAGE, current: file, mine: pending.markdown, taken: false },
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return { ...state, text: action.text, status: state.status === 'saving' ? 'saving' : 'editing' };
    case 'save-started':
      return { ...state, status: 'saving', failure: undefined };
    case 'saved':
      // The save removed the unpublished changes on the server: what it has is the new version.
      return {
        ...state,
        base: { ...state.base, ...action.saved, markdown: action.markdown },
        stored: action.markdown,
        pending: undefined,
        status: 'saved',
        conflict: undefined,
      };
    case 'conflict':
      return {
        ...state,
        status: 'editing',
        conflict: { message: action.message, current: action.current, mine: state.text, taken: false },
      };
    case 'failed':
      return { ...state, status: 'failed', failure: action.message };
    case 'autosaved':
      return { ...state, stored: action.pending.markdown, pending: { savedAt: action.pending.savedAt } };
    case 'discarded':
      return {
        ...state,
        text: state.base.markdown,
        stored: state.base.markdown,
        pending: undefined,
        status: 'editing',
      };
    case 'take-theirs': {
      if (!state.conflict) return state;
      const { current } = state.conflict;
      const mine = state.conflict.taken ? state.conflict.mine : state.text;
      return {
        ...state,
        base: current,
        text: current.markdown,
        stored: current.markdown,
        pending: undefined,
        status: 'editing',
        conflict: { ...state.conflict, mine, taken: true },
      };
    }
    case 'keep-mine': {
      if (!state.conflict) return state;
      const { current, taken, mine } = state.conflict;
      return { ...state, base: current, text: taken ? mine : state.text, conflict: undefined };
    }
    case 'dismiss-conflict':
      return state.conflict?.taken ? { ...state, conflict: undefined } : state;
  }
}

/** Whether the text differs from the published version it was typed on: what Save would publish. */
export function hasUnsavedChanges(state: EditorState): boolean {
  return state.text !== state.base.markdown;
}

/** Whether the text differs from what the server keeps of it: lost if the page were left now. */
export function hasUnsentChanges(state: EditorState): boolean {
  return state.text !== state.stored;
}

/** Whether the editor waits for a choice between their text and the current version. */
export function awaitsConflictChoice(state: EditorState): boolean {
  return state.conflict !== undefined && !state.conflict.taken;
}

/** Whether autosave may keep the text now: not during a save, nor while a conflict awaits a choice. */
export function canAutosave(state: EditorState): boolean {
  return state.status !== 'saving' && !awaitsConflictChoice(state);
}

/** The save of the text as typed, on top of the version it was opened from. */
export function saveRequestOf(state: EditorState): RouteBody<'PUT /content/files'> {
  const { collection, path, versionId } = state.base;
  return { collection, path, markdown: state.text, baseVersionId: versionId };
}
