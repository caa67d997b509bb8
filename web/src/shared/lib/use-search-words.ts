import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before its words apply. */
const SEARCH_DELAY_MS = 300;

/**
 * The words of a list's search box, which apply (`apply`, with the words trimmed) once typing
 * pauses, so the list is not asked again for every key. `applied` is the words in effect (the page
 * address's): when they change on their own (back, a link) the box shows them. `apply` should keep
 * its identity between renders (useCallback), or every render restarts the wait.
 */
export function useSearchWords(applied: string, apply: (words: string) => void): [string, (words: string) => void] {
  const [words, setWords] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (words.trim() !== applied) setWords(applied);
  }

  useEffect(() => {
    const trimmed = words.trim();
    if (trimmed === applied) return;
    const timer = setTimeout(() => apply(trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [words, applied, apply]);

  return [words, setWords];
}
