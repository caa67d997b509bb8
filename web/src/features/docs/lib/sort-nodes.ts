import type { DocumentNode } from '#shared/content.ts';

export type SortField = 'name' | 'updated';
export type SortDirection = 'asc' | 'desc';
/** `null` keeps the index's own order: folders first, then the most recently updated. */
export type NodeSort = { field: SortField; direction: SortDirection } | null;

/** What a node is sorted by under its name: its first heading (the label), else its title. */
export function sortName(node: DocumentNode): string | undefined {
  const name = node.label?.trim() || node.title?.trim();
  return name || undefined;
}

function updatedTime(node: DocumentNode): number | undefined {
  if (!node.updatedAt) return undefined;
  const time = Date.parse(node.updatedAt);
  return Number.isNaN(time) ? undefined : time;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Orders a copy of `nodes`; nodes without the value sort last in both directions. */
export function sortNodes<Node extends DocumentNode>(nodes: readonly Node[], sort: NodeSort): Node[] {
  if (!sort) return [...nodes];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compareValues =
    sort.field === 'name'
      ? (a: Node, b: Node) => compareMissingLast(sortName(a), sortName(b), sign, (x, y) => collator.compare(x, y))
      : (a: Node, b: Node) => compareMissingLast(updatedTime(a), updatedTime(b), sign, (x, y) => x - y);
  return [...nodes].sort(compareValues);
}

function compareMissingLast<Value>(
  a: Value | undefined,
  b: Value | undefined,
  sign: number,
  compare: (a: Value, b: Value) => number,
): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return sign * compare(a, b);
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
