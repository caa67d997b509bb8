import { type ReactNode, useState } from 'react';
import { compareSortValues, type SortValue } from '#web/shared/lib/sort-values.ts';
import { dataTableMarkup } from './list-markup';
import { reactMarkup } from './react-markup';
import './data-table.css';

type SortDirection = 'ascending' | 'descending';

/** The column a table is ordered by, and which way. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Tells the columns apart; a TableSort names its column by it. */
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell names its row (`<th scope="row">`), as a dependency's or a field's name does. */
  rowHeader?: boolean;
  /** A class on the column's header and cells, such as `data-table__number`. */
  className?: string;
  /**
   * Stepped aside on a phone (under 768 px), so that the columns that say what a row is and what
   * can be done with it (name, status, actions) stay on the screen rather than in a sideways scroll.
   */
  secondary?: boolean;
  /** Makes the column sortable: the value each row is ordered by. */
  sortKey?: (row: Row) => SortValue;
}

interface DataTableProps<Row> {
  /** Names the table (its caption) and its scroll region. */
  caption: string;
  /** Shows the caption above the table; by default only assistive technology reads it. */
  captionVisible?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** `data-*` attributes of a body row, for what styles or finds rows by their kind. */
  rowData?: (row: Row) => Record<`data-${string}`, string | undefined>;
  /** The one row shown when there are no rows. */
  empty?: ReactNode;
  /** The first order of a table that keeps its own sort state. */
  defaultSort?: TableSort;
  /** With `onSortChange`, the caller holds the sort state (null: the rows' own order). */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
}

/**
 * A table in a labelled region that scrolls sideways on narrow screens (`dataTableMarkup`). Columns with a `sortKey`
 * get a button in their header that orders the rows by it, ascending first, then either way.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowData,
  empty = 'Nothing to show.',
  defaultSort,
  sort,
  onSortChange,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort ?? null);
  const activeSort = onSortChange ? (sort ?? null) : ownSort;
  const changeSort = onSortChange ?? setOwnSort;
  const sortKey = columns.find((column) => column.id === activeSort?.column)?.sortKey;
  const classOf = (column: DataTableColumn<Row>) =>
    [column.className, column.secondary && 'data-table__secondary'].filter(Boolean).join(' ') || undefined;
  const shownRows = sortKey
    ? [...rows].sort((a, b) => compareSortValues(sortKey(a), sortKey(b), activeSort?.direction === 'descending'))
    : rows;

  return dataTableMarkup(
    reactMarkup,
    { caption, captionVisible },
    columns.map((column) => {
      if (!column.sortKey) {
        return (
          <th key={column.id} scope="col" className={classOf(column)}>
            {column.header}
          </th>
        );
      }
      const direction = activeSort?.column === column.id ? activeSort.direction : undefined;
      const next: SortDirection = direction === 'ascending' ? 'descending' : 'ascending';
      return (
        <th
          key={column.id}
          scope="col"
          className={classOf(column)}
          aria-sort={direction ?? 'none'}
          data-column={column.id}
        >
          <button
            type="button"
            className="data-table__sort"
            onClick={() => changeSort({ column: column.id, direction: next })}
          >
            {column.header}
            <span className="data-table__sort-mark" aria-hidden="true">
              {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
            </span>
          </button>
        </th>
      );
    }),
    shownRows.length === 0
      ? [
          <tr key="empty">
            <td className="data-table__empty" colSpan={columns.length}>
              {empty}
            </td>
          </tr>,
        ]
      : shownRows.map((row, index) => (
          <tr key={rowKey(row)} {...rowData?.(row)}>
            {columns.map((column) => {
              const content = column.cell(row, index);
              return column.rowHeader ? (
                <th key={column.id} scope="row" className={classOf(column)}>
                  {content}
                </th>
              ) : (
                <td key={column.id} className={classOf(column)}>
                  {content}
                </td>
              );
            })}
          </tr>
        )),
  );
}
