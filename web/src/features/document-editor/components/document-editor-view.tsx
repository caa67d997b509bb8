import type { FormEvent, ReactNode } from 'react';
import {
  awaitsConflictChoice,
  type EditorState,
  hasUnsavedChanges,
} from '#web/features/document-editor/lib/editor-state.ts';
import { formatVersionTime } from '#web/features/document-editor/lib/version-format.ts';
import type { AutosaveState } from '#web/shared/lib/use-autosave.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { ConflictPanel } from '#web/shared/ui/conflict-panel.tsx';
import { SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { MarkdownPreview } from '#web/shared/ui/markdown-preview.tsx';
import { MarkdownTextField, type MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { SaveStatus } from '#web/shared/ui/save-status.tsx';
import './document-editor.css';

export interface DocumentEditorLinks {
  /** The document's page on the site. */
  page: string;
  /** The document's versions. */
  history: string;
}

interface DocumentEditorViewProps {
  state: EditorState;
  links: DocumentEditorLinks;
  /** What the last autosave did. */
  autosave: AutosaveState;
  /** Shown above the form: the offer of text this browser kept. */
  notice?: ReactNode;
  onEdit: (text: string) => void;
  onSave: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onDismissConflict: () => void;
  /** Discards the unpublished changes (after the editor confirmed). */
  onDiscard: () => unknown;
  /** Buttons under the markdown that add to it at the cursor ("Insert image"). */
  markdownTools?: MarkdownTools;
}

/** "Unpublished changes", with their time when they were kept before this opening. */
function pendingNote(state: EditorState, autosave: AutosaveState): string | undefined {
  if (!state.pending) return undefined;
  return autosave.kind === 'idle'
    ? `Unpublished changes from ${formatForViewer(state.pending.savedAt, 'clock')}`
    : 'Unpublished changes';
}

/**
 * The markdown beside its preview (the site's own renderer), Save, Discard changes and Cancel, the
 * autosave's status beside them, and what the last save did. Typing is kept on the server as the
 * editor's unpublished changes; Save publishes. A save refused because another version became
 * current opens the conflict panel beside Save, with both texts: nothing typed is lost.
 */
export function DocumentEditorView({
  state,
  links,
  autosave,
  notice,
  onEdit,
  onSave,
  onKeepMine,
  onTakeTheirs,
  onDismissConflict,
  onDiscard,
  markdownTools,
}: DocumentEditorViewProps) {
  const saving = state.status === 'saving';
  const choosing = awaitsConflictChoice(state);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choosing) onSave();
  };

  return (
    <form className="form document-editor" noValidate onSubmit={submit} aria-busy={saving}>
      {notice}
      {state.status === 'saved' && (
        <Alert tone="success">
          <p>Saved. The page will be updated within a minute.</p>
          <p>
            <Link to={links.page}>Open the page</Link> · <Link to={links.history}>See its history</Link>
          </p>
        </Alert>
      )}
      {state.status === 'failed' && state.failure && <Alert tone="error">{state.failure}</Alert>}
      <p className="field__hint">
        Editing the version saved {formatVersionTime(state.base.lastModified)}. <Link to={links.history}>History</Link>
      </p>
      <div className="document-editor__panes">
        <div className="document-editor__source">
          <MarkdownTextField
            label="Markdown"
            name="markdown"
            required
            rows={24}
            value={state.text}
            onValueChange={onEdit}
            tools={markdownTools}
          />
        </div>
        <section className="document-editor__preview" aria-label="Preview of the document">
          <h2>Preview</h2>
          <MarkdownPreview markdown={state.text} />
        </section>
      </div>
      {state.conflict && (
        <div className="document-editor__conflict">
          <ConflictPanel
            theirsLabel={`${state.conflict.message.replace(/\.$/, '')}: the version saved ${formatVersionTime(state.conflict.current.lastModified)} is now current`}
            theirs={state.conflict.current.markdown}
            mine={state.conflict.taken ? state.conflict.mine : state.text}
            onKeepMine={onKeepMine}
            onTakeTheirs={onTakeTheirs}
            busy={saving}
          />
          {state.conflict.taken && (
            <p>
              The current version is in the editor; your text stays above until you close this.{' '}
              <button className="button button--secondary" type="button" onClick={onDismissConflict}>
                Close
              </button>
            </p>
          )}
        </div>
      )}
      <div className="form__actions">
        <SubmitButton busy={saving} disabled={choosing || !hasUnsavedChanges(state)} label="Save" busyLabel="Saving…" />
        {(state.pending || hasUnsavedChanges(state)) && (
          <ConfirmButton
            label="Discard changes"
            className="button button--secondary"
            disabled={saving}
            title="Discard your changes?"
            actions={[{ label: 'Discard changes', pendingLabel: 'Discarding…', tone: 'danger', run: onDiscard }]}
          >
            <p>The text goes back to the version saved {formatVersionTime(state.base.lastModified)}.</p>
          </ConfirmButton>
        )}
        <Link className="button button--secondary" to={links.page}>
          Cancel
        </Link>
        <SaveStatus state={autosave} extra={pendingNote(state, autosave)} />
      </div>
    </form>
  );
}
