import type { ContentVersion } from '#shared/content.ts';
import { formatSize, formatVersionTime } from '#web/features/document-editor/lib/version-format.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';

interface VersionsTableProps {
  /** Newest first, the current version at the top. */
  versions: readonly ContentVersion[];
  selectedId: string | undefined;
  onSelect: (versionId: string) => void;
}

/** A document's versions: date, size, who edited it, and a Show button for each. */
export function VersionsTable({ versions, selectedId, onSelect }: VersionsTableProps) {
  const currentId = versions[0]?.versionId;
  const columns: DataTableColumn<ContentVersion>[] = [
    {
      id: 'date',
      header: 'Date',
      rowHeader: true,
      cell: (version) => (
        <>
          <time dateTime={version.lastModified}>{formatVersionTime(version.lastModified)}</time>
          {version.versionId === currentId && ' (current)'}
        </>
      ),
    },
    { id: 'size', header: 'Size', cell: (version) => formatSize(version.size), className: 'data-table__number' },
    { id: 'editor', header: 'Edited by', cell: (version) => version.editedBy ?? 'From the repository' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (version) => (
        <button
          className="button button--secondary"
          type="button"
          aria-pressed={version.versionId === selectedId}
          onClick={() => onSelect(version.versionId)}
        >
          Show<span className="visually-hidden"> the version of {formatVersionTime(version.lastModified)}</span>
        </button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Versions, newest first"
      captionVisible
      columns={columns}
      rows={versions}
      rowKey={(version) => version.versionId}
      rowData={(version) => ({ 'data-version': version.versionId })}
      empty="This document has no stored versions."
    />
  );
}
