/** What a table row or a list entry is ordered by; `undefined` when it has no such value. */
export type SortValue = string | number | undefined;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Orders two values: numbers by value, text in natural order ignoring case ("item 2" before
 * "item 10"). A missing value goes last in both directions, so empty rows never lead.
 */
export function compareSortValues(a: SortValue, b: SortValue, descending: boolean): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return descending ? -order : order;
}
