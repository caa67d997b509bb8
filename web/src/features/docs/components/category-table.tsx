import { DESCRIPTION_FALLBACK, type DocumentNode } from '#shared/content.ts';
import { formatDocDate } from '#web/features/docs/lib/dates.ts';
import { createdTime, nodeSortData, sortName, updatedTime } from '#web/features/docs/lib/sort-nodes.ts';
import { DataTable, type DataTableColumn, type TableSort } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';

const COLUMNS: DataTableColumn<DocumentNode>[] = [
  {
    id: 'category',
    header: 'Category',
    cell: (node) => <Link to={node.to}>{node.name}</Link>,
  },
  { id: 'name', header: 'Title', cell: (node) => node.label, sortKey: sortName },
  { id: 'created', header: 'Date', cell: (node) => formatDocDate(node.createdAt), sortKey: createdTime },
  { id: 'updated', header: 'Updated', cell: (node) => formatDocDate(node.updatedAt), sortKey: updatedTime },
  { id: 'description', header: 'Description', cell: (node) => node.description || DESCRIPTION_FALLBACK },
];

interface CategoryTableProps {
  nodes: readonly DocumentNode[];
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
}

/** The categories of a collection: Category (a link into it), Title, Date, Updated, Description. */
export function CategoryTable({ nodes, sort, onSortChange }: CategoryTableProps) {
  return (
    <DataTable
      caption="Categories"
      columns={COLUMNS}
      rows={nodes}
      rowKey={(node) => node.id}
      rowData={(node) => ({ 'data-testid': 'docs-category-row', ...nodeSortData(node, nodes.indexOf(node)) })}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
