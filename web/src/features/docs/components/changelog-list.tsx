import type { DocumentNode } from '#shared/content.ts';
import { changelogEntries } from '#web/features/docs/lib/changelogs.ts';
import { formatDocDate } from '#web/features/docs/lib/dates.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';

const COLUMNS: DataTableColumn<DocumentNode>[] = [
  { id: 'number', header: '#', cell: (_entry, position) => position + 1 },
  {
    id: 'release',
    header: 'Release',
    cell: (entry) => <Link to={entry.to}>{entry.label}</Link>,
  },
  { id: 'date', header: 'Date', cell: (entry) => formatDocDate(entry.createdAt ?? entry.updatedAt) },
  { id: 'hash', header: 'Git hash', cell: (entry) => (entry.gitHash ? <code>{entry.gitHash}</code> : '') },
  { id: 'description', header: 'Description', cell: (entry) => entry.description },
];

/** The releases, newest first, numbered, with their date and git hash. */
export function ChangelogList({ nodes }: { nodes: readonly DocumentNode[] }) {
  return (
    <DataTable
      caption="Releases"
      columns={COLUMNS}
      rows={changelogEntries(nodes)}
      rowKey={(entry) => entry.id}
      rowData={() => ({ 'data-testid': 'changelog-row' })}
    />
  );
}
