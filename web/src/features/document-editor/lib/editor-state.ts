import type { ContentDocument, ContentDocumentSaved } from '#shared/content.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';

/** The edit screen: the version the text was opened from, the text as typed, and how the last save went. */
export interface EditorState {
  base: ContentDocument;
  text: string;
  status: 'editing' | 'saving' | 'saved' | 'failed';
  /** The document changed since it was opened: the save was refused, the text stays. */
  conflict?: { message: string; current: ContentDocument };
  /** The text typed before the current version was loaded over it, to copy from. */
  kept?: string;
  failure?: string;
}

export type EditorAction =
  | { type: 'edit'; text: string }
  | { type: 'save-started' }
  /** `markdown`: the text that was sent, which typing during the save may since have changed. */
  | { type: 'saved'; saved: ContentDocumentSaved; markdown: string }
  | { type: 'conflict'; message: string; current: ContentDocument }
  | { type: 'failed'; message: string }
  | { type: 'load-current' };

export function openEditor(file: ContentDocument): EditorState {
  return { base: file, text: file.markdown, status: 'editing' };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return { ...state, text: action.text, status: state.status === 'saving' ? 'saving' : 'editing' };
    case 'save-started':
      return { ...state, status: 'saving', failure: undefined };
    case 'saved':
      return {
        ...state,
        base: { ...state.base, ...action.saved, markdown: action.markdown },
        status: 'saved',
        conflict: undefined,
      };
    case 'conflict':
      return { ...state, status: 'editing', conflict: { message: action.message, current: action.current } };
    case 'failed':
      return { ...state, status: 'failed', failure: action.message };
    case 'load-current': {
      if (!state.conflict) return state;
      const { current } = state.conflict;
      return { base: current, text: current.markdown, status: 'editing', kept: state.text };
    }
  }
}

/** Whether the text differs from the version it was opened from (or last saved as). */
export function hasUnsavedChanges(state: EditorState): boolean {
  return state.text !== state.base.markdown;
}

/** The save of the text as typed, on top of the version it was opened from. */
export function saveRequestOf(state: EditorState): RouteBody<'PUT /content/files'> {
  const { collection, path, versionId } = state.base;
  return { collection, path, markdown: state.text, baseVersionId: versionId };
}
