/**
 * How the site's search index is made and queried: one module, so the side that builds the index
 * (the page renderer) and the side that queries it (the search island) always agree on the fields,
 * the words and the weights.
 */
import type { Options, SearchOptions } from 'minisearch';
import type { SearchKind } from './search-contract.ts';

/** What the engine indexes for one record; `id` is the record's place in the index's shards. */
export interface IndexedRecord {
  id: number;
  path: string;
  kind: SearchKind;
  title: string;
  context: string;
  text: string;
}

/**
 * A word is a run of letters and digits: `CloudFront`, `S3`, `node:crypto` is two words. A `#` or
 * `++` that ends a word belongs to it, so `C#`, `F#` and `C++` are words of their own, not `c`
 * (which every word starting with c would match); `issue#12` is still two words.
 */
export const SEARCH_WORD = /[\p{L}\p{N}]+(?:#|\+\+)?(?![\p{L}\p{N}])/gu;

const tokenize = (text: string): string[] => text.match(SEARCH_WORD) ?? [];

/** Case and accents never matter: `Café` is found by `cafe`. Plain ASCII words (most) skip the accent step. */
const NOT_ASCII = /[\u0080-\uffff]/;

export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  return NOT_ASCII.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

/**
 * Every word a user types matches the start of an indexed word (search as you type); a word of
 * four letters or more tolerates one mistake (a letter left out, added or changed), of nine or more
 * two. Shorter words would match too many others.
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, context: 1.5, text: 1 },
  prefix: true,
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : false),
  combineWith: 'AND',
};

export const ENGINE_OPTIONS: Options<IndexedRecord> = {
  fields: ['title', 'context', 'text'],
  storeFields: ['path', 'kind', 'title', 'context'],
  tokenize,
  processTerm: normalizeWord,
  searchOptions: SEARCH_OPTIONS,
};
