import { useEffect } from 'react';
import type { ContentFileStatus, DocumentSubmission } from '#shared/content.ts';
import { useMyDocuments } from '#web/features/create-markdown/api/my-documents.ts';
import { formValuesOfSubmission, type MarkdownFormValues } from '#web/features/create-markdown/lib/markdown-form.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

const STATUS_TEXT: Record<ContentFileStatus, string> = {
  pending: 'Waiting for review',
  published: 'Published',
  rejected: 'Not published',
};

function columnsFor(onResubmit: (values: MarkdownFormValues) => void): DataTableColumn<DocumentSubmission>[] {
  return [
    {
      id: 'document',
      header: 'Document',
      rowHeader: true,
      cell: (document) =>
        document.status === 'published' ? <Link to={document.to}>{document.to}</Link> : <code>{document.to}</code>,
    },
    { id: 'status', header: 'Status', cell: (document) => STATUS_TEXT[document.status] },
    {
      id: 'submitted',
      header: 'Sent',
      cell: (document) => (
        <time dateTime={document.submittedAt}>{formatForViewer(document.submittedAt, 'dateTime')}</time>
      ),
    },
    {
      id: 'note',
      header: 'Note',
      cell: (document) =>
        document.status === 'rejected' ? (
          <>
            {document.reason ? `Reason: ${document.reason}` : 'No reason was given.'}{' '}
            <button
              className="button button--secondary"
              type="button"
              aria-label={`Change and send ${document.path} again`}
              onClick={() => onResubmit(formValuesOfSubmission(document))}
            >
              Change and send again
            </button>
          </>
        ) : (
          ''
        ),
    },
  ];
}

/**
 * The documents the signed-in user created, newest first, with where each stands: waiting for
 * review, published (with its link) or not published (with the reviewer's reason, and the text back
 * in the form to change and send again).
 */
export function MyDocuments({
  onResubmit,
  changes,
}: {
  onResubmit: (values: MarkdownFormValues) => void;
  /** Counts the documents created on this page: each one reads the list again. */
  changes: number;
}) {
  const pages = useCursorPages();
  const { data, error, mutate } = useMyDocuments(pages.cursor);
  useEffect(() => {
    if (changes > 0) void mutate();
  }, [changes, mutate]);
  return (
    <section className="page-stack" aria-labelledby="my-documents">
      <h2 id="my-documents">Your documents</h2>
      {error && !data && <LoadFailure what="Your documents" error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Spinner label="Loading your documents…" />}
      {data && (
        <DataTable
          caption="Your documents"
          columns={columnsFor(onResubmit)}
          rows={data.items}
          rowKey={(document) => `${document.collection}/${document.path}`}
          empty="You have not created a document yet."
        />
      )}
      {data && (data.cursor || pages.pageNumber > 1) && (
        <CursorPageNav label="Your documents" pages={pages} nextCursor={data.cursor} />
      )}
    </section>
  );
}
