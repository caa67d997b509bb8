import { useReducer } from 'react';
import type { ContentDocument } from '#shared/content.ts';
import {
  cacheCurrentDocument,
  type DocumentAddress,
  useDocumentFile,
} from '#web/features/document-editor/api/get-document-file.ts';
import { refreshDocumentVersions } from '#web/features/document-editor/api/get-document-versions.ts';
import { saveDocumentFile } from '#web/features/document-editor/api/save-document-file.ts';
import {
  editorReducer,
  hasUnsavedChanges,
  openEditor,
  saveRequestOf,
} from '#web/features/document-editor/lib/editor-state.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import type { MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { type DocumentEditorLinks, DocumentEditorView } from './document-editor-view';

/** The editor of one opened version: the text, its saves, and a warning before leaving it unsaved. */
interface DocumentEditorFormProps {
  file: ContentDocument;
  links: DocumentEditorLinks;
  markdownTools?: MarkdownTools;
}

function DocumentEditorForm({ file, links, markdownTools }: DocumentEditorFormProps) {
  const [state, dispatch] = useReducer(editorReducer, file, openEditor);
  useUnsavedChangesWarning(hasUnsavedChanges(state));

  async function save() {
    const request = saveRequestOf(state);
    dispatch({ type: 'save-started' });
    try {
      const outcome = await saveDocumentFile(request);
      if (outcome.kind === 'saved') {
        dispatch({ type: 'saved', saved: outcome.saved, markdown: request.markdown });
        void cacheCurrentDocument({ ...outcome.saved, markdown: request.markdown });
        void refreshDocumentVersions(outcome.saved);
      } else dispatch({ type: 'conflict', message: outcome.message, current: outcome.current });
    } catch (error) {
      dispatch({ type: 'failed', message: describeFailure(error) });
    }
  }

  return (
    <DocumentEditorView
      state={state}
      links={links}
      onEdit={(text) => dispatch({ type: 'edit', text })}
      onSave={() => void save()}
      onLoadCurrent={() => dispatch({ type: 'load-current' })}
      markdownTools={markdownTools}
    />
  );
}

interface DocumentEditorProps {
  address: DocumentAddress;
  links: DocumentEditorLinks;
  /** Buttons under the markdown that add to it at the cursor ("Insert image"). */
  markdownTools?: MarkdownTools;
}

/** `/editor/documents/edit`: the current version of the document, loaded for editing. */
export function DocumentEditor({ address, links, markdownTools }: DocumentEditorProps) {
  const { data: file, error, mutate } = useDocumentFile(address);
  if (error instanceof ApiError && error.status === 404) {
    return <p>There is no document at {address.path} in this collection.</p>;
  }
  if (error && !file) return <LoadFailure what="The document" error={error} onRetry={() => void mutate()} />;
  if (!file) return <Spinner label="Loading the document…" />;
  // Keyed by the document, not its version: a newer version reaching the cache (this editor's own
  // save, a revalidation) must not replace the text being edited; a save from it is checked instead.
  return (
    <DocumentEditorForm
      key={`${address.collection}/${address.path}`}
      file={file}
      links={links}
      markdownTools={markdownTools}
    />
  );
}
