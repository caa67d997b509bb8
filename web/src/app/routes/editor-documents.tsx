import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COLLECTIONS, type CollectionId } from '#shared/content.ts';
import { formatDate, UTC } from '#shared/dates.ts';
import { documentLinks, paths } from '#web/app/paths.ts';
import '#web/features/blog/components/editor.css';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { deleteDocument } from '#web/features/document-editor/api/delete-document.ts';
import { useDeletedDocuments } from '#web/features/document-editor/api/get-deleted-documents.ts';
import { DeletedDocumentsTable } from '#web/features/document-editor/components/deleted-documents-table.tsx';
import { type ListedDocument, listDocuments } from '#web/features/document-editor/lib/document-list.ts';
import { refreshCollectionIndex, useCollectionIndex } from '#web/shared/api/collection-index.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Page } from '#web/shared/ui/page.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

/** A document's dates are days (its `updated:` lines have none), shown as the UTC day its public page shows. */
const dateCell = (value: string | null) =>
  value ? <time dateTime={value}>{formatDate(value, 'date', UTC)}</time> : '—';

/**
 * Delete, for admins: the history stays, so a restore from it brings the document back. Drawn as a
 * link beside Edit and History (its dialog asks first), so the row stays one line.
 */
type DeleteAction = ((document: ListedDocument) => Promise<void>) | undefined;

function columnsFor(collection: CollectionId, remove: DeleteAction): DataTableColumn<ListedDocument>[] {
  return [
    {
      id: 'document',
      header: 'Document',
      rowHeader: true,
      cell: (document) => <Link to={documentLinks.page(collection, document.path)}>{document.label}</Link>,
      sortKey: (document) => document.label,
    },
    {
      id: 'folder',
      header: 'Folder',
      secondary: true,
      cell: (document) => document.folder,
      sortKey: (document) => document.folder,
    },
    {
      id: 'updated',
      header: 'Updated',
      secondary: true,
      cell: (document) => dateCell(document.updatedAt),
      sortKey: (document) => document.updatedAt ?? '',
    },
    {
      id: 'created',
      header: 'Created',
      secondary: true,
      cell: (document) => dateCell(document.createdAt),
      sortKey: (document) => document.createdAt ?? '',
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (document) => (
        <span className="editor-actions">
          <Link to={documentLinks.edit(collection, document.path)} aria-label={`Edit ${document.label}`}>
            Edit
          </Link>
          <Link to={documentLinks.history(collection, document.path)} aria-label={`History of ${document.label}`}>
            History
          </Link>
          {remove && (
            <ConfirmButton
              label="Delete"
              className="text-link"
              aria-label={`Delete ${document.label}`}
              title={`Delete ${document.label}?`}
              actions={[{ label: 'Delete', pendingLabel: 'Deleting…', run: () => remove(document) }]}
            >
              <p>Its page leaves the site within a minute. The history stays: restoring a version brings it back.</p>
            </ConfirmButton>
          )}
        </span>
      ),
    },
  ];
}

/** The collection's deleted documents, each with its History, where Restore brings it back. */
function DeletedDocuments({ collection }: { collection: CollectionId }) {
  const { data: documents, error, mutate } = useDeletedDocuments(collection);
  return (
    <section className="page-stack" aria-labelledby="deleted-documents">
      <h2 id="deleted-documents">Deleted documents</h2>
      {!documents && error ? (
        <LoadFailure what="The deleted documents" error={error} onRetry={() => void mutate()} />
      ) : null}
      {!documents && !error && <Spinner label="Loading the deleted documents…" />}
      {documents && (
        <DeletedDocumentsTable historyLink={(path) => documentLinks.history(collection, path)} documents={documents} />
      )}
    </section>
  );
}

/**
 * `/editor/documents`: the documents of one collection (`?collection=`, first collection by
 * default), filtered by `?q=` on title and path, each with Edit and History (and Delete for
 * admins), and on demand
 * (`?deleted=1`) its deleted documents. The choices live in the address, so a filtered list can be
 * linked and survives a reload.
 */
export function EditorDocumentsPage() {
  const [search, setSearch] = useSearchParams();
  const collection =
    COLLECTIONS.find((candidate) => candidate.id === search.get('collection'))?.id ?? COLLECTIONS[0].id;
  const filter = search.get('q') ?? '';
  const showDeleted = search.get('deleted') === '1';
  const { data: index, error, retry } = useCollectionIndex(collection);
  const change = (next: { collection?: string; q?: string; deleted?: boolean }) => {
    const params = new URLSearchParams({ collection: next.collection ?? collection });
    const q = next.q ?? filter;
    if (q) params.set('q', q);
    if (next.deleted ?? showDeleted) params.set('deleted', '1');
    setSearch(params, { replace: true });
  };
  const documents = index ? listDocuments(index, filter) : [];
  const { isAdmin } = useAuth();
  const [deleted, setDeleted] = useState<string>();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted) noticeRef.current?.focus();
  }, [deleted]);

  async function remove(document: ListedDocument) {
    await deleteDocument({ collection, path: document.path });
    setDeleted(document.label);
    await refreshCollectionIndex(collection);
  }

  return (
    <Page title="Documents" wide action={{ to: paths.createMarkdown, label: 'New document' }}>
      <search className="post-filters" aria-label="Find a document">
        <SelectField
          label="Collection"
          name="collection"
          value={collection}
          options={COLLECTIONS.map((option) => ({ value: option.id, label: option.title }))}
          onValueChange={(value) => change({ collection: value })}
          layout="inline"
        />
        <TextField
          label="Title or path"
          type="search"
          name="q"
          value={filter}
          onValueChange={(value) => change({ q: value })}
          layout="inline"
        />
      </search>
      {deleted && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone="success">
            {deleted} is deleted; its page goes within a minute. Its History, under “Show deleted documents”, brings it
            back.
          </Alert>
        </div>
      )}
      {!index && error ? <LoadFailure what="The documents" error={error} onRetry={retry} /> : null}
      {!index && !error && <Spinner label="Loading the documents…" />}
      {index && (
        <DataTable
          caption={`Documents of ${COLLECTIONS.find((option) => option.id === collection)?.title ?? collection}`}
          columns={columnsFor(collection, isAdmin ? remove : undefined)}
          rows={documents}
          rowKey={(document) => document.path}
          defaultSort={{ column: 'updated', direction: 'descending' }}
          empty={filter ? 'No document matches.' : 'This collection has no documents yet.'}
        />
      )}
      <p>
        <button
          className="button button--secondary"
          type="button"
          aria-pressed={showDeleted}
          onClick={() => change({ deleted: !showDeleted })}
        >
          {showDeleted ? 'Hide deleted documents' : 'Show deleted documents'}
        </button>
      </p>
      {showDeleted && <DeletedDocuments collection={collection} />}
    </Page>
  );
}
