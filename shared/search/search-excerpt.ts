/** The passage of a page's text shown under a result, with the words the query matched marked. */
import type { ExcerptPart } from './search-contract.ts';
import { normalizeWord, SEARCH_WORD } from './search-engine-options.ts';

/** About two lines of a result: the passage's length in characters. */
const EXCERPT_CHARS = 160;
/** How much of the passage comes before the first matched word. */
const LEAD_CHARS = 40;

/** Where a passage that should start near `at` starts: after the next space, unless none comes before `limit`. */
function startAfterSpace(text: string, at: number, limit: number): number {
  const space = text.indexOf(' ', at);
  return space >= 0 && space < limit ? space + 1 : at;
}

/** Where a passage that should end near `at` ends: at the last space before it, unless none comes after `start`. */
function endAtSpace(text: string, at: number, start: number): number {
  if (at >= text.length) return text.length;
  const space = text.lastIndexOf(' ', at);
  return space > start ? space : at;
}

/**
 * The passage of `text` around the first word that is one of `matched` (the index's words the
 * query matched, normalized as the index keeps them), each such word in it marked. Without a
 * matched word in the text (a title-only match), the text's start.
 */
export function searchExcerpt(text: string, matched: ReadonlySet<string>): ExcerptPart[] {
  let first = -1;
  for (const word of text.matchAll(SEARCH_WORD)) {
    if (matched.has(normalizeWord(word[0]))) {
      first = word.index;
      break;
    }
  }
  const start = first <= LEAD_CHARS ? 0 : startAfterSpace(text, first - LEAD_CHARS, first);
  const end = endAtSpace(text, start + EXCERPT_CHARS, start);
  const passage = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  const parts: ExcerptPart[] = [];
  let plain = 0;
  for (const word of passage.matchAll(SEARCH_WORD)) {
    if (!matched.has(normalizeWord(word[0]))) continue;
    if (word.index > plain) parts.push({ text: passage.slice(plain, word.index), mark: false });
    parts.push({ text: word[0], mark: true });
    plain = word.index + word[0].length;
  }
  if (plain < passage.length) parts.push({ text: passage.slice(plain), mark: false });
  return parts;
}
