import { useCallback, useState } from 'react';

/**
 * Page-by-page moves over a cursor-paginated list: the cursors of the pages seen so far are kept,
 * so Previous goes back without the server having to page backwards.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);
  const next = useCallback((cursor: string) => setCursors((seen) => [...seen, cursor]), []);
  const previous = useCallback(() => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)), []);

  return { cursor: cursors.at(-1) ?? null, pageNumber: cursors.length, next, previous };
}
