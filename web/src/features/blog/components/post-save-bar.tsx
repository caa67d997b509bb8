import type { usePostAutosave } from '#web/features/blog/hooks/use-post-autosave.ts';
import {
  conflictTextOf,
  type PostSnapshot,
  snapshotOfPost,
  theirsLabelOf,
} from '#web/features/blog/lib/post-snapshot.ts';
import type { Outcome } from '#web/shared/lib/use-form-submission.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { ConflictPanel } from '#web/shared/ui/conflict-panel.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { SaveStatus } from '#web/shared/ui/save-status.tsx';

interface PostSaveBarProps {
  editing: ReturnType<typeof usePostAutosave>;
  /** What the form holds now: "your text" of a conflict until Take theirs replaces it. */
  snapshot: PostSnapshot;
  /** The post exists (not a new one). */
  existing: boolean;
  submitting: boolean;
  /** The last Save's failure, shown here beside the button rather than at the top of the long form. */
  outcome: Outcome | undefined;
}

/** What the autosave line adds: the pending changes of a published or scheduled post. */
function pendingNote(editing: PostSaveBarProps['editing']): string | undefined {
  if (!editing.hasPending) return undefined;
  return editing.openedNote
    ? `Unpublished changes from ${formatForViewer(editing.openedNote, 'clock')}`
    : 'Unpublished changes';
}

/**
 * The foot of the post form: Save (or "Update post" while a published post has pending changes,
 * with "Discard changes"), the autosave's status, the last save's failure and a conflict, all
 * where the editor is looking when they press Save.
 */
export function PostSaveBar({ editing, snapshot, existing, submitting, outcome }: PostSaveBarProps) {
  const { conflict } = editing;
  const busy = submitting || editing.writing;
  return (
    <div className="post-save-bar">
      <FormOutcome outcome={outcome} />
      {conflict && (
        <>
          <ConflictPanel
            theirsLabel={theirsLabelOf(conflict)}
            theirs={conflictTextOf(snapshotOfPost(conflict.current))}
            mine={conflictTextOf(conflict.tookTheirs ? conflict.mine : snapshot)}
            onKeepMine={() => void editing.keepMine()}
            onTakeTheirs={editing.takeTheirs}
            busy={busy}
          />
          {conflict.tookTheirs && (
            <p className="form__actions">
              Their text is in the form; yours stays above until you close it.
              <button className="button button--secondary" type="button" onClick={editing.dismissConflict}>
                Close
              </button>
            </p>
          )}
        </>
      )}
      <div className="form__actions">
        <SubmitButton
          busy={busy}
          label={!existing ? 'Create post' : editing.hasPending ? 'Update post' : 'Save post'}
          busyLabel="Saving…"
        />
        {editing.hasPending && (
          <ConfirmButton
            label="Discard changes"
            className="button button--secondary"
            disabled={busy}
            title="Discard your unpublished changes?"
            actions={[{ label: 'Discard changes', pendingLabel: 'Discarding…', run: editing.discard }]}
          >
            <p>The form goes back to the post as it is live. The changes you made since it was saved are lost.</p>
          </ConfirmButton>
        )}
        {existing && <SaveStatus state={editing.autosave.state} extra={pendingNote(editing)} />}
      </div>
    </div>
  );
}
