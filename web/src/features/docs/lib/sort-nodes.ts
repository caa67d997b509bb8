import type { DocumentNode } from '#shared/content.ts';
import { compareSortValues } from '#web/shared/lib/sort-values.ts';
import type { TableSort } from '#web/shared/ui/data-table.tsx';

export type SortField = 'name' | 'updated';
export type SortDirection = 'asc' | 'desc';
/** `null` keeps the index's own order: folders first, then the most recently updated. */
export type NodeSort = { field: SortField; direction: SortDirection } | null;

/** What a node is sorted by under its name: its first heading (the label), else its title. */
export function sortName(node: DocumentNode): string | undefined {
  const name = node.label?.trim() || node.title?.trim();
  return name || undefined;
}

/** What a node is sorted by under its update: the time of its `updatedAt`. */
export function updatedTime(node: DocumentNode): number | undefined {
  if (!node.updatedAt) return undefined;
  const time = Date.parse(node.updatedAt);
  return Number.isNaN(time) ? undefined : time;
}

/** Orders a copy of `nodes`; nodes without the value sort last in both directions. */
export function sortNodes<Node extends DocumentNode>(nodes: readonly Node[], sort: NodeSort): Node[] {
  if (!sort) return [...nodes];
  const key = sort.field === 'name' ? sortName : updatedTime;
  return [...nodes].sort((a, b) => compareSortValues(key(a), key(b), sort.direction === 'desc'));
}

/** The sort choices offered on a docs table, as a select's values. */
export const SORT_OPTIONS = [
  { value: 'default', label: 'Default order', sort: null },
  { value: 'name-asc', label: 'Name (A to Z)', sort: { field: 'name', direction: 'asc' } },
  { value: 'name-desc', label: 'Name (Z to A)', sort: { field: 'name', direction: 'desc' } },
  { value: 'updated-desc', label: 'Updated (newest first)', sort: { field: 'updated', direction: 'desc' } },
  { value: 'updated-asc', label: 'Updated (oldest first)', sort: { field: 'updated', direction: 'asc' } },
] as const satisfies ReadonlyArray<{ value: string; label: string; sort: NodeSort }>;

export type SortOptionValue = (typeof SORT_OPTIONS)[number]['value'];

export function sortFromOption(value: string): NodeSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.sort ?? null;
}

/** How a table shows a choice: its field's column (`name` or `updated`) sorted that way, or none. */
export function tableSortFromOption(value: string): TableSort | null {
  const sort = sortFromOption(value);
  return sort && { column: sort.field, direction: sort.direction === 'asc' ? 'ascending' : 'descending' };
}

/** The choice a click on a sortable header of a docs table stands for. */
export function optionFromTableSort(sort: TableSort): SortOptionValue {
  const direction = sort.direction === 'ascending' ? 'asc' : 'desc';
  const option = SORT_OPTIONS.find((each) => each.sort?.field === sort.column && each.sort.direction === direction);
  return option?.value ?? 'default';
}
