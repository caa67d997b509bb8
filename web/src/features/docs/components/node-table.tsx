import { DESCRIPTION_FALLBACK, type DocumentNode } from '#shared/content.ts';
import { formatDocDate } from '#web/features/docs/lib/dates.ts';
import { nodeSortData, sortName } from '#web/features/docs/lib/sort-nodes.ts';
import { DataTable, type DataTableColumn, type TableSort } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';

const TYPE_LABELS: Record<DocumentNode['type'], string> = { file: 'File', folder: 'Folder', category: 'Category' };

const COLUMNS: DataTableColumn<DocumentNode>[] = [
  { id: 'type', header: 'Type', cell: (node) => TYPE_LABELS[node.type] },
  {
    id: 'name',
    header: 'Name',
    sortKey: sortName,
    cell: (node) => {
      const updated = formatDocDate(node.updatedAt);
      return (
        <>
          <span className="docs-table__name">{node.label}</span>
          {updated && (
            <span className="docs-table__date">
              Updated <time dateTime={node.updatedAt ?? undefined}>{updated}</time>
            </span>
          )}
        </>
      );
    },
  },
  { id: 'description', header: 'Description', cell: (node) => node.description || DESCRIPTION_FALLBACK },
  {
    id: 'actions',
    header: 'Actions',
    cell: (node) => (
      <Link className="button button--secondary docs-table__action" to={node.to}>
        {node.type === 'file' ? 'View' : 'Details'}
        <span className="visually-hidden"> {node.label}</span>
      </Link>
    ),
  },
];

interface NodeTableProps {
  nodes: readonly DocumentNode[];
  caption: string;
  /** A sort by creation or update has no column here: the rows come in that order, and Name shows no sort. */
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
}

/** Folders and files: Type, Name (the first heading), Description and a Details or View action. */
export function NodeTable({ nodes, caption, sort, onSortChange }: NodeTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={nodes}
      rowKey={(node) => node.id}
      rowData={(node) => ({ 'data-testid': 'docs-row', ...nodeSortData(node, nodes.indexOf(node)) })}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
