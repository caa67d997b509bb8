import { useReducer } from 'react';
import type { ContentDocument, DocumentPendingChanges } from '#shared/content.ts';
import {
  cacheCurrentDocument,
  type DocumentAddress,
  useDocumentFile,
} from '#web/features/document-editor/api/get-document-file.ts';
import { refreshDocumentVersions } from '#web/features/document-editor/api/get-document-versions.ts';
import {
  autosaveDocument,
  discardPendingChanges,
  usePendingChanges,
} from '#web/features/document-editor/api/pending-changes.ts';
import { saveDocumentFile } from '#web/features/document-editor/api/save-document-file.ts';
import {
  canAutosave,
  editorReducer,
  hasUnsentChanges,
  openEditor,
  saveRequestOf,
} from '#web/features/document-editor/lib/editor-state.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { useLocalCopy } from '#web/shared/lib/local-copy.ts';
import { useAutosave } from '#web/shared/lib/use-autosave.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { LocalCopyOffer } from '#web/shared/ui/local-copy-offer.tsx';
import type { MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { type DocumentEditorLinks, DocumentEditorView } from './document-editor-view';

/** An autosave refused because another version became current; the conflict panel says the rest. */
class ChangedMeanwhile extends Error {}

const AUTOSAVE_CONFLICT = 'someone else saved the document first';

/** The editor of one opened version: the text, its autosave, its saves, and a warning before leaving it unsaved. */
interface DocumentEditorFormProps {
  file: ContentDocument;
  pending: DocumentPendingChanges | null;
  links: DocumentEditorLinks;
  markdownTools?: MarkdownTools;
}

function DocumentEditorForm({ file, pending, links, markdownTools }: DocumentEditorFormProps) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => openEditor(file, pending));
  const address = { collection: file.collection, path: file.path };
  const unsent = hasUnsentChanges(state);

  const autosave = useAutosave({
    value: state.text,
    dirty: unsent,
    enabled: canAutosave(state),
    save: async (markdown: string) => {
      const outcome = await autosaveDocument({ ...address, markdown, baseVersionId: state.base.versionId });
      if (outcome.kind === 'kept') {
        dispatch({ type: 'autosaved', pending: outcome.pending });
        return;
      }
      dispatch({ type: 'conflict', message: outcome.message, current: outcome.current });
      throw new ChangedMeanwhile(outcome.message);
    },
    describeFailure: (error) => (error instanceof ChangedMeanwhile ? AUTOSAVE_CONFLICT : describeFailure(error)),
  });

  const localCopy = useLocalCopy(`document:${file.collection}/${file.path}`, state.text, {
    dirty: unsent,
    server: { value: state.stored, savedAt: pending?.savedAt ?? file.lastModified },
  });

  useUnsavedChangesWarning(unsent, { afterSignIn: () => void autosave.flush() });

  async function save() {
    dispatch({ type: 'save-started' });
    // An autosave still on its way must land before the save, which removes what it kept.
    await autosave.flush();
    const request = saveRequestOf(state);
    try {
      const outcome = await saveDocumentFile(request);
      if (outcome.kind === 'saved') {
        dispatch({ type: 'saved', saved: outcome.saved, markdown: request.markdown });
        autosave.setState({ kind: 'idle' });
        void cacheCurrentDocument({ ...outcome.saved, markdown: request.markdown });
        void refreshDocumentVersions(outcome.saved);
      } else dispatch({ type: 'conflict', message: outcome.message, current: outcome.current });
    } catch (error) {
      dispatch({ type: 'failed', message: describeFailure(error) });
    }
  }

  async function keepMine() {
    const conflict = state.conflict;
    if (!conflict) return;
    const markdown = conflict.taken ? conflict.mine : state.text;
    dispatch({ type: 'keep-mine' });
    dispatch({ type: 'save-started' });
    const request = { ...address, markdown, baseVersionId: conflict.current.versionId };
    try {
      const outcome = await saveDocumentFile(request);
      if (outcome.kind === 'saved') {
        dispatch({ type: 'saved', saved: outcome.saved, markdown });
        autosave.setState({ kind: 'idle' });
        void cacheCurrentDocument({ ...outcome.saved, markdown });
        void refreshDocumentVersions(outcome.saved);
      } else dispatch({ type: 'conflict', message: outcome.message, current: outcome.current });
    } catch (error) {
      dispatch({ type: 'failed', message: describeFailure(error) });
    }
  }

  async function takeTheirs() {
    dispatch({ type: 'take-theirs' });
    autosave.setState({ kind: 'idle' });
    // What was kept unpublished was typed on the old version; the editor chose the current one.
    if (state.pending) await discardPendingChanges(address).catch(() => undefined);
  }

  async function discard() {
    if (state.pending) await discardPendingChanges(address);
    dispatch({ type: 'discarded' });
    autosave.setState({ kind: 'idle' });
    localCopy.clear();
  }

  return (
    <DocumentEditorView
      state={state}
      links={links}
      autosave={autosave.state}
      notice={
        <LocalCopyOffer
          offer={localCopy.offer}
          onRestore={() => {
            const text = localCopy.accept();
            if (text !== undefined) dispatch({ type: 'edit', text });
          }}
          onDiscard={localCopy.dismiss}
        />
      }
      onEdit={(text) => dispatch({ type: 'edit', text })}
      onSave={() => void save()}
      onKeepMine={() => void keepMine()}
      onTakeTheirs={() => void takeTheirs()}
      onDismissConflict={() => dispatch({ type: 'dismiss-conflict' })}
      onDiscard={discard}
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

/** `/editor/documents/edit`: the current version of the document, with the editor's unpublished changes. */
export function DocumentEditor({ address, links, markdownTools }: DocumentEditorProps) {
  const { data: file, error, mutate } = useDocumentFile(address);
  const pending = usePendingChanges(address);
  if (error instanceof ApiError && error.status === 404) {
    return <p>There is no document at {address.path} in this collection.</p>;
  }
  if (error && !file) return <LoadFailure what="The document" error={error} onRetry={() => void mutate()} />;
  if (pending.error)
    return <LoadFailure what="Your unpublished changes" error={pending.error} onRetry={pending.retry} />;
  if (!file || pending.data === undefined) return <Spinner label="Loading the document…" />;
  // Keyed by the document, not its version: a newer version reaching the cache (this editor's own
  // save, a revalidation) must not replace the text being edited; a save from it is checked instead.
  return (
    <DocumentEditorForm
      key={`${address.collection}/${address.path}`}
      file={file}
      pending={pending.data}
      links={links}
      markdownTools={markdownTools}
    />
  );
}
