import type { DeletedDocument } from '#shared/content.ts';
import { formatVersionTime } from '#web/features/document-editor/lib/version-format.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';

interface DeletedDocumentsTableProps {
  /** The history screen of a document of this collection (its path without `.md`). */
  historyLink: (path: string) => string;
  /** Newest deletion first. */
  documents: readonly DeletedDocument[];
}

/** A collection's deleted documents: path, when and by whom, and a link to the history that restores one. */
export function DeletedDocumentsTable({ historyLink, documents }: DeletedDocumentsTableProps) {
  const columns: DataTableColumn<DeletedDocument>[] = [
    { id: 'path', header: 'Document', rowHeader: true, cell: (document) => document.path },
    {
      id: 'deleted',
      header: 'Deleted',
      cell: (document) => <time dateTime={document.deletedAt}>{formatVersionTime(document.deletedAt)}</time>,
    },
    { id: 'by', header: 'Deleted by', cell: (document) => document.deletedBy ?? 'Unknown' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (document) => (
        <Link to={historyLink(document.path)} aria-label={`History of ${document.path}`}>
          History
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption="Deleted documents, newest first: open the history to restore one"
      columns={columns}
      rows={documents}
      rowKey={(document) => document.path}
      empty="No document of this collection has been deleted."
    />
  );
}
