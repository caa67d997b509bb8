import {
  optionFromTableSort,
  type SortField,
  sortFromOption,
  tableSortFromOption,
} from '#web/features/docs/lib/sort-nodes.ts';
import { compareSortValues, type SortValue } from '#web/shared/lib/sort-values.ts';
import { defineIsland } from './define-island';

const MARKS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A row's value for a field, from the attributes the table wrote (features/docs/lib/sort-nodes.ts, nodeSortData). */
function rowValue(row: HTMLElement, field: SortField): SortValue {
  const value = row.dataset[`sort${field[0]?.toUpperCase()}${field.slice(1)}`];
  if (value === undefined) return undefined;
  return field === 'name' ? value : Number(value);
}

/**
 * `<site-folder-sort>` around a docs folder's tables (features/docs/components/folder-contents.tsx)
 * on a public page: the "Sort by" select and the sortable headers order the rows as the app does,
 * the select and the headers showing the same choice.
 */
export function defineFolderSort(): void {
  defineIsland(
    'site-folder-sort',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const select = this.querySelector<HTMLSelectElement>('select[name="sort"]');
          const apply = (value: string) => {
            if (select) select.value = value;
            const sort = sortFromOption(value);
            for (const body of this.querySelectorAll('tbody')) {
              const rows = [...body.querySelectorAll<HTMLTableRowElement>('tr[data-sort-index]')];
              rows.sort((a, b) =>
                sort
                  ? compareSortValues(rowValue(a, sort.field), rowValue(b, sort.field), sort.direction === 'desc')
                  : Number(a.dataset.sortIndex) - Number(b.dataset.sortIndex),
              );
              body.append(...rows);
            }
            const shown = tableSortFromOption(value);
            for (const header of this.querySelectorAll<HTMLElement>('th[data-column]')) {
              const direction = shown && shown.column === header.dataset.column ? shown.direction : 'none';
              header.setAttribute('aria-sort', direction);
              const mark = header.querySelector('.data-table__sort-mark');
              if (mark) mark.textContent = MARKS[direction];
            }
          };
          select?.addEventListener('change', () => apply(select.value));
          for (const header of this.querySelectorAll<HTMLElement>('th[data-column]')) {
            header.querySelector('button')?.addEventListener('click', () => {
              const column = header.dataset.column ?? '';
              const current = tableSortFromOption(select?.value ?? 'default');
              const ascending = current?.column !== column || current.direction === 'descending';
              apply(optionFromTableSort({ column, direction: ascending ? 'ascending' : 'descending' }));
            });
          }
        }
      },
  );
}
