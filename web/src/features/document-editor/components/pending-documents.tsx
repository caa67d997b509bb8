import { useEffect, useRef, useState } from 'react';
import { COLLECTIONS, type DocumentSubmission } from '#shared/content.ts';
import { reviewDocument, usePendingDocuments } from '#web/features/document-editor/api/document-submissions.ts';
import { formatVersionTime } from '#web/features/document-editor/lib/version-format.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { MarkdownPreview } from '#web/shared/ui/markdown-preview.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import './document-editor.css';

const collectionTitle = (id: string) => COLLECTIONS.find((collection) => collection.id === id)?.title ?? id;

interface ReviewedNotice {
  text: string;
  to?: string;
}

/** One submitted document: who sent it and when, its text as the page will show it, Approve and Reject. */
function Submission({
  submission,
  onReviewed,
}: {
  submission: DocumentSubmission;
  onReviewed: (notice: ReviewedNotice) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const headingId = `submission-${submission.collection}-${submission.path.replace(/\//g, '-')}`;
  const name = `${collectionTitle(submission.collection)} / ${submission.path}`;
  const locator = { collection: submission.collection, path: submission.path };

  async function approve() {
    await reviewDocument({ ...locator, decision: 'approve' });
    await onReviewed({ text: `${name} is published; its author was told by e-mail.`, to: submission.to });
  }

  async function reject() {
    await reviewDocument({ ...locator, decision: 'reject', ...(reason.trim() ? { reason: reason.trim() } : {}) });
    await onReviewed({ text: `${name} was rejected; its author was told by e-mail.` });
  }

  return (
    <article className="submission card" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p className="field__hint">
        Submitted by {submission.submittedBy} on{' '}
        <time dateTime={submission.submittedAt}>{formatVersionTime(submission.submittedAt)}</time>
      </p>
      <section className="submission__text" aria-label={`Text of ${submission.path}`}>
        <MarkdownPreview markdown={submission.markdown ?? ''} />
      </section>
      <div className="form__actions">
        <ConfirmButton
          label="Approve"
          className="button"
          aria-label={`Approve ${submission.path}`}
          title="Publish this document?"
          actions={[{ label: 'Publish', pendingLabel: 'Publishing…', tone: 'secondary', run: approve }]}
        >
          <p>
            It goes on the site at <code>{submission.to}</code> as its author wrote it, and its author is told by
            e-mail.
          </p>
        </ConfirmButton>
        <ConfirmButton
          label="Reject"
          aria-label={`Reject ${submission.path}`}
          title="Reject this document?"
          onClose={() => setReason('')}
          actions={[{ label: 'Reject', pendingLabel: 'Rejecting…', run: reject }]}
        >
          <p>It stays off the site. Its author is told by e-mail, with your reason, and keeps the text.</p>
          <TextField
            label="Reason for the author (optional)"
            name="reason"
            rows={3}
            value={reason}
            onValueChange={setReason}
          />
        </ConfirmButton>
      </div>
    </article>
  );
}

/**
 * The documents plain users submitted, oldest first, a page at a time: each with its text and
 * Approve or Reject. The outcome is announced above the list and takes the focus, as the reviewed
 * document leaves the list.
 */
export function PendingDocuments() {
  const pages = useCursorPages();
  const { data, error, mutate } = usePendingDocuments(pages.cursor);
  const [notice, setNotice] = useState<ReviewedNotice>();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function reviewed(next: ReviewedNotice) {
    setNotice(next);
    await mutate();
  }

  return (
    <div className="page-stack">
      {notice && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone="success">
            <p>
              {notice.text} {notice.to && <Link to={notice.to}>Open its page</Link>}
            </p>
          </Alert>
        </div>
      )}
      {error && !data && <LoadFailure what="The pending documents" error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Spinner label="Loading the pending documents…" />}
      {data && data.items.length === 0 && <p>No document is waiting for review.</p>}
      {data?.items.map((submission) => (
        <Submission key={`${submission.collection}/${submission.path}`} submission={submission} onReviewed={reviewed} />
      ))}
      {data && (data.cursor || pages.pageNumber > 1) && (
        <CursorPageNav label="Pending documents" pages={pages} nextCursor={data.cursor} />
      )}
    </div>
  );
}
