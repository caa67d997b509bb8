import { useEffect, useRef } from 'react';
import { usePostRevision } from '#web/features/blog/api/post-revisions.ts';
import { type PostSnapshot, REVISION_KIND_LABELS, revisionFieldChanges } from '#web/features/blog/lib/post-snapshot.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { LineDiffView } from '#web/shared/ui/line-diff-view.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

interface PostRevisionViewProps {
  postId: string;
  revisionId: string;
  /** What the form holds now, which the revision is compared with. */
  form: PostSnapshot;
  onRestore: (revisionId: string) => Promise<void>;
  busy: boolean;
}

/**
 * One revision, loaded: the fields other than the body in which it differs from the form, the
 * body's lines against the form's, and "Restore this revision" (confirmed). It takes the focus once
 * loaded, so the editor who chose it from the list is brought up to it.
 */
export function PostRevisionView({ postId, revisionId, form, onRestore, busy }: PostRevisionViewProps) {
  const { data: revision, error, mutate } = usePostRevision(postId, revisionId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = revision !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (error && !revision) return <LoadFailure what="The revision" error={error} onRetry={() => void mutate()} />;
  if (!revision) return <Spinner label="Loading the revision…" />;
  const when = formatForViewer(revision.savedAt, 'dateTimeZone');
  const changed = revisionFieldChanges(revision, form);
  return (
    <section className="post-revision" aria-labelledby={`revision-${revision.id}`} data-revision={revision.id}>
      <div className="post-revision__heading">
        <h3 id={`revision-${revision.id}`} ref={heading} tabIndex={-1}>
          {REVISION_KIND_LABELS[revision.kind]} by {revision.savedByName}, {when} (version {revision.version})
        </h3>
        <ConfirmButton
          label="Restore this revision"
          className="button"
          disabled={busy}
          title="Restore this revision?"
          actions={[
            {
              label: 'Restore',
              pendingLabel: 'Restoring…',
              tone: 'secondary',
              run: () => onRestore(revision.id),
            },
          ]}
        >
          <p>
            The post becomes as it was at {when}, saved as a new revision: the revisions after it stay in the history.
            What the form holds now and is not saved is replaced.
          </p>
        </ConfirmButton>
      </div>
      <p>
        {changed.length === 0
          ? 'Other fields: the same as in the form.'
          : `Other fields that differ from the form: ${changed.join(', ')}.`}
      </p>
      <p className="field__hint">+ lines only the form has, − lines only this revision has.</p>
      <LineDiffView before={revision.body} after={form.values.body} label="The form's body against this revision" />
    </section>
  );
}
