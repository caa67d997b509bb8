import type { FormEvent } from 'react';
import { type EditorState, hasUnsavedChanges } from '#web/features/document-editor/lib/editor-state.ts';
import { formatVersionTime } from '#web/features/document-editor/lib/version-format.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { MarkdownPreview } from '#web/shared/ui/markdown-preview.tsx';
import { MarkdownTextField, type MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
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
  onEdit: (text: string) => void;
  onSave: () => void;
  onLoadCurrent: () => void;
  /** Buttons under the markdown that add to it at the cursor ("Insert image"). */
  markdownTools?: MarkdownTools;
}

/**
 * The markdown beside its preview (the site's own renderer), Save and Cancel, and what the last
 * save did. A refused save keeps the text in the editor and offers the current version, whose
 * loading keeps the text typed so far below, to copy from: nothing typed is lost.
 */
export function DocumentEditorView({
  state,
  links,
  onEdit,
  onSave,
  onLoadCurrent,
  markdownTools,
}: DocumentEditorViewProps) {
  const saving = state.status === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };

  return (
    <form className="form document-editor" noValidate onSubmit={submit} aria-busy={saving}>
      {state.conflict && (
        <Alert tone="error">
          <p>
            <strong>{state.conflict.message.replace(/\.?$/, '.')}</strong> The version saved{' '}
            {formatVersionTime(state.conflict.current.lastModified)} is now current, so your save was not made. Your
            text is still in the editor.
          </p>
          <p>
            <button className="button button--secondary" type="button" onClick={onLoadCurrent}>
              Load the current version
            </button>{' '}
            (your text stays below it, to copy from)
          </p>
        </Alert>
      )}
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
      {state.kept !== undefined && (
        <TextField
          label="Your text before the current version was loaded"
          name="kept"
          rows={12}
          readOnly
          value={state.kept}
          onValueChange={() => undefined}
          hint="Not saved: copy what you need into the editor above."
        />
      )}
      <div className="form__actions">
        <SubmitButton busy={saving} disabled={!hasUnsavedChanges(state)} label="Save" busyLabel="Saving…" />
        <Link className="button button--secondary" to={links.page}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
