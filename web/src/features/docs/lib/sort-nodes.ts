import type { DocumentNode } from '#shared/content.ts';
import { compareSortValues } from '#web/shared/lib/sort-values.ts';
import type { TableSort } from '#web/shared/ui/data-table.tsx';

export type SortField = 'name' | 'created' | 'updated';
type SortDirection = 'asc' | 'desc';
/** `null` keeps the index's own order: folders first, then the most recently updated. */
export type NodeSort = { field: SortField; direction: SortDirection } | null;

/** What a node is sorted by under its name: its first heading (the label), else its title. */
export function sortName(node: DocumentNode): string | undefined {
  const name = node.label?.trim() || node.title?.trim();
  return name || undefined;
}

function timeOf(iso: string | null): number | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : time;
}

/** What a node is sorted by under its creation: the time of its `createdAt`. */
export function createdTime(node: DocumentNode): number | undefined {
  return timeOf(node.createdAt);
}

/** What a node is sorted by under its update: the time of its `updatedAt`. */
export function updatedTime(node: DocumentNode): number | undefined {
  return timeOf(node.updatedAt);
}

const SORT_KEYS = { name: sortName, created: createdTime, updated: updatedTime } satisfies Record<
  SortField,
  (node: DocumentNode) => string | number | undefined
>;

/** Orders a copy of `nodes`; nodes without the value sort last in both directions. */
export function sortNodes<Node extends DocumentNode>(nodes: readonly Node[], sort: NodeSort): Node[] {
  if (!sort) return [...nodes];
  const key = SORT_KEYS[sort.field];
  return [...nodes].sort((a, b) => compareSortValues(key(a), key(b), sort.direction === 'desc'));
}

/**
 * A table row's sort values as data attributes, for the public page's sort island
 * (web/src/islands/folder-sort.ts), with its place in the index's own order.
 */
export function nodeSortData(node: DocumentNode, index: number): Record<`data-sort-${string}`, string | undefined> {
  const time = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return {
    'data-sort-index': String(index),
    'data-sort-name': sortName(node),
    'data-sort-created': time(createdTime(node)),
    'data-sort-updated': time(updatedTime(node)),
  };
}

/** The sort choices offered on a docs table, as a select's values. */
export const SORT_OPTIONS = [
  { value: 'default', label: 'Default order', sort: null },
  { value: 'name-asc', label: 'Name (A to Z)', sort: { field: 'name', direction: 'asc' } },
  { value: 'name-desc', label: 'Name (Z to A)', sort: { field: 'name', direction: 'desc' } },
  { value: 'updated-desc', label: 'Updated (newest first)', sort: { field: 'updated', direction: 'desc' } },
  { value: 'updated-asc', label: 'Updated (oldest first)', sort: { field: 'updated', direction: 'asc' } },
  { value: 'created-desc', label: 'Created (newest first)', sort: { field: 'created', direction: 'desc' } },
  { value: 'created-asc', label: 'Created (oldest first)', sort: { field: 'created', direction: 'asc' } },
] as const satisfies ReadonlyArray<{ value: string; label: string; sort: NodeSort }>;

export type SortOptionValue = (typeof SORT_OPTIONS)[number]['value'];

export function sortFromOption(value: string): NodeSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.sort ?? null;
}

/** How a table shows a choice: its field's column (`name`, `created` or `updated`) sorted that way, or none. */
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
