import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn, type TableSort } from '#web/shared/ui/data-table.tsx';

interface Row {
  name: string;
  views?: number;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name, sortKey: (row) => row.name },
  {
    id: 'views',
    header: 'Views',
    className: 'data-table__number',
    cell: (row) => row.views,
    sortKey: (row) => row.views,
  },
  { id: 'note', header: 'Note', cell: () => '—' },
];

const rows: Row[] = [{ name: 'item 10', views: 2 }, { name: 'Item 2' }, { name: 'alpha', views: 7 }];

const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, { caption: 'Pages', columns, rows, rowKey: (row) => row.name, ...props }),
  );

/** The names of the body rows, in the order shown. */
const order = (html: string) => [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map(([, name]) => name);

describe('the data table', () => {
  it('sits in one focusable region named by its caption, which only assistive technology reads unless asked', () => {
    const html = render();
    expect(html).toMatch(/^<section class="data-table" aria-label="Pages" tabindex="0"><table>/);
    expect(html).toContain('<caption class="visually-hidden">Pages</caption>');
    expect(render({ captionVisible: true })).toContain('<caption class="data-table__caption">Pages</caption>');
    expect(html.match(/tabindex/g)).toHaveLength(1);
  });

  it('keeps the rows in their own order until a sort is chosen, each sortable header a button with aria-sort', () => {
    const html = render();
    expect(order(html)).toEqual(['item 10', 'Item 2', 'alpha']);
    expect(html).toContain(
      '<th scope="col" aria-sort="none" data-column="name"><button type="button" class="data-table__sort">Name<span class="data-table__sort-mark" aria-hidden="true">↕</span></button></th>',
    );
    expect(html).toContain('<th scope="col">Note</th>');
    expect(html.match(/aria-sort/g)).toHaveLength(2);
  });

  it('sorts text in natural order ignoring case and numbers by value, missing values last both ways', () => {
    const byName = render({ defaultSort: { column: 'name', direction: 'ascending' } });
    expect(order(byName)).toEqual(['alpha', 'Item 2', 'item 10']);
    expect(byName).toMatch(/<th scope="col" aria-sort="ascending" data-column="name"><button[^>]*>Name/);
    expect(byName).toMatch(/<th scope="col" class="data-table__number" aria-sort="none" data-column="views">/);
    expect(order(render({ defaultSort: { column: 'views', direction: 'descending' } }))).toEqual([
      'alpha',
      'item 10',
      'Item 2',
    ]);
    expect(order(render({ defaultSort: { column: 'views', direction: 'ascending' } }))).toEqual([
      'item 10',
      'alpha',
      'Item 2',
    ]);
  });

  it('shows the sort its caller holds when controlled, and none for a sort on a column it lacks', () => {
    const onSortChange = (_sort: TableSort) => undefined;
    const html = render({ sort: { column: 'name', direction: 'descending' }, onSortChange });
    expect(order(html)).toEqual(['item 10', 'Item 2', 'alpha']);
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('>▼</span>');
    const other = render({ sort: { column: 'updated', direction: 'ascending' }, onSortChange });
    expect(order(other)).toEqual(['item 10', 'Item 2', 'alpha']);
    expect(other).not.toContain('aria-sort="ascending"');
  });

  it('shows one row across every column when there are no rows', () => {
    expect(render({ rows: [], empty: 'No pages yet.' })).toContain(
      '<tbody><tr><td class="data-table__empty" colSpan="3">No pages yet.</td></tr></tbody>',
    );
  });

  it('gives each body row the data attributes asked for', () => {
    expect(render({ rowData: (row) => ({ 'data-kind': row.views ? 'viewed' : 'unseen' }) })).toContain(
      '<tr data-kind="unseen"><th scope="row">Item 2</th>',
    );
  });
});
