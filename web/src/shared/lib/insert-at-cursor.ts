/** A text with a snippet put in, and where the cursor goes: right after the snippet. */
export interface Insertion {
  text: string;
  cursor: number;
}

/**
 * `snippet` in place of the selection `start`..`end` of `text` (at the cursor when nothing is
 * selected). Positions outside the text (a stale selection) are clamped to it.
 */
export function insertAtCursor(text: string, start: number, end: number, snippet: string): Insertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${snippet}${text.slice(to)}`, cursor: from + snippet.length };
}
