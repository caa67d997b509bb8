import { useEffect, useId, useState } from 'react';
import type { PostRevisionSummary } from '#shared/blog.ts';
import { fetchPostRevisions } from '#web/features/blog/api/post-revisions.ts';
import { type PostSnapshot, REVISION_KIND_LABELS } from '#web/features/blog/lib/post-snapshot.ts';
import { POST_STATUS_LABELS } from '#web/features/blog/lib/post-status.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { PostRevisionView } from './post-revision-view';

interface PostHistoryProps {
  postId: string;
  /** The post's version the form is in step with: the list is read again when it moves on. */
  version: number;
  form: PostSnapshot;
  onRestore: (revisionId: string) => Promise<void>;
  busy: boolean;
}

interface Loaded {
  items: PostRevisionSummary[];
  cursor: string | null;
}

/**
 * The post's history under its form: who saved what when, newest first, page by page. A revision
 * chosen is compared with the form's text, with Restore. It stays on the edit screen, closed until
 * opened, so the form's unsaved text, its version and its autosave carry on while it is read.
 */
export function PostHistory({ postId, version, form, onRestore, busy }: PostHistoryProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [selectedId, setSelectedId] = useState<string>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a new revision to list.
  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchPostRevisions(postId, null).then(
      (page) => {
        if (!current) return;
        setLoaded({ items: page.items, cursor: page.cursor });
        setFailure(undefined);
      },
      (error: unknown) => {
        if (current) setFailure(describeFailure(error));
      },
    );
    return () => {
      current = false;
    };
  }, [open, postId, version]);

  async function more() {
    if (!loaded?.cursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPostRevisions(postId, loaded.cursor);
      setLoaded({ items: [...loaded.items, ...page.items], cursor: page.cursor });
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setLoadingMore(false);
    }
  }

  const columns: DataTableColumn<PostRevisionSummary>[] = [
    {
      id: 'when',
      header: 'Saved',
      rowHeader: true,
      cell: (revision) => <time dateTime={revision.savedAt}>{formatForViewer(revision.savedAt, 'dateTimeZone')}</time>,
    },
    { id: 'kind', header: 'What', cell: (revision) => REVISION_KIND_LABELS[revision.kind] },
    { id: 'who', header: 'By', cell: (revision) => revision.savedByName },
    { id: 'title', header: 'Title', cell: (revision) => revision.title },
    { id: 'status', header: 'Status', cell: (revision) => POST_STATUS_LABELS[revision.status] },
    { id: 'version', header: 'Version', cell: (revision) => revision.version, className: 'data-table__number' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (revision) => (
        <button
          className="button button--secondary"
          type="button"
          aria-pressed={revision.id === selectedId}
          onClick={() => setSelectedId(revision.id)}
        >
          Show
          <span className="visually-hidden"> the revision of {formatForViewer(revision.savedAt, 'dateTimeZone')}</span>
        </button>
      ),
    },
  ];

  return (
    <section className="post-history" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {!open ? (
        <button className="button button--secondary" type="button" onClick={() => setOpen(true)}>
          Show the history
        </button>
      ) : (
        <>
          {failure && <Alert tone="error">The history could not be loaded. {failure}</Alert>}
          {selectedId && (
            <PostRevisionView
              key={selectedId}
              postId={postId}
              revisionId={selectedId}
              form={form}
              onRestore={async (revisionId) => {
                await onRestore(revisionId);
                setSelectedId(undefined);
              }}
              busy={busy}
            />
          )}
          {loaded ? (
            <>
              <DataTable
                caption="Revisions, newest first"
                columns={columns}
                rows={loaded.items}
                rowKey={(revision) => revision.id}
                rowData={(revision) => ({ 'data-revision': revision.id, 'data-kind': revision.kind })}
                empty="This post has no revisions yet."
              />
              {loaded.cursor && (
                <button
                  className="button button--secondary"
                  type="button"
                  disabled={loadingMore}
                  onClick={() => void more()}
                >
                  {loadingMore ? 'Loading…' : 'Show older revisions'}
                </button>
              )}
            </>
          ) : (
            !failure && <p>Loading the history…</p>
          )}
        </>
      )}
    </section>
  );
}
