/**
 * The best few results of a query, scored as MiniSearch scores them (BM25 per field, the field
 * boosts, prefix and typo matches weighted down, every word of the query required) without
 * MiniSearch's `search`, which makes a result object for every matching page and sorts them all:
 * on 10,000 pages that all hold a common word, that is most of a query's time. Here the scores add
 * up in typed arrays and only the pages shown become objects.
 *
 * It reads the index MiniSearch loaded (its term tree for the prefix and typo matches, its field
 * lengths): fields MiniSearch 7.2 keeps on the instance, which the package's exact version pins and
 * `test/shared/search/top-results.test.ts` checks against MiniSearch's own ranking.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';

/** A term's postings: per field id, per page (short id), how often the term occurs. */
type TermData = Map<number, Map<number, number>>;

/** The parts of a loaded MiniSearch 7.2 index this module reads. */
interface LoadedIndex {
  _index: {
    get(term: string): TermData | undefined;
    atPrefix(prefix: string): Iterable<[string, TermData]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [TermData, number]>;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _storedFields: Map<number, Record<string, unknown> | undefined>;
  _nextId: number;
  _options: { tokenize: (text: string) => string[]; processTerm: (term: string) => string | null | undefined | false };
}

/** MiniSearch's defaults for what the site's options leave out. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

export interface TopResult {
  /** The record id the page was indexed with. */
  id: number;
  score: number;
  stored: Record<string, unknown>;
  /** The index's words the query matched in this page (for the excerpt's marks). */
  terms: string[];
}

/** One word of the index a query word matched, with the weight of that kind of match. */
interface Expansion {
  term: string;
  data: TermData;
  weight: number;
}

/** The index words a query word matches: itself, the words it starts (when `prefix`), those a typo away. */
function expansions(index: LoadedIndex, term: string, prefix: boolean, maxDistance: number): Expansion[] {
  const found: Expansion[] = [];
  const exact = index._index.get(term);
  if (exact) found.push({ term, data: exact, weight: 1 });
  const prefixed = new Set<string>();
  if (prefix) {
    for (const [word, data] of index._index.atPrefix(term)) {
      const distance = word.length - term.length;
      if (distance === 0) continue;
      prefixed.add(word);
      found.push({ term: word, data, weight: (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance) });
    }
  }
  if (maxDistance > 0) {
    for (const [word, [data, distance]] of index._index.fuzzyGet(term, maxDistance)) {
      if (distance === 0 || prefixed.has(word)) continue;
      found.push({ term: word, data, weight: (FUZZY_WEIGHT * word.length) / (word.length + distance) });
    }
  }
  return found;
}

/** Each field's length per page, read out of MiniSearch's map once per index: a query reads them per posting. */
const fieldLengths = new WeakMap<object, Float64Array[]>();

function lengthsOf(index: LoadedIndex): Float64Array[] {
  let lengths = fieldLengths.get(index);
  if (!lengths) {
    const fields = Object.values(index._fieldIds);
    lengths = fields.map(() => new Float64Array(index._nextId));
    for (const [page, perField] of index._fieldLength) {
      for (const field of fields) {
        const row = lengths[field];
        if (row) row[page] = perField[field] ?? 0;
      }
    }
    fieldLengths.set(index, lengths);
  }
  return lengths;
}

/** BM25's weight of how rare a word is: `matching` of `total` pages hold it. */
const rarity = (matching: number, total: number) => Math.log(1 + (total - matching + 0.5) / (matching + 0.5));

/** BM25 of a word found `termFreq` times in a field `fieldLength` words long (`average` over the pages). */
const bm25 = (inverse: number, termFreq: number, fieldLength: number, average: number) =>
  inverse *
  (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / average)));

/**
 * The `limit` best pages holding every word of `query` (a prefix or a typo of it, as `options`
 * allow), best first; ties keep the index's order.
 */
export function topResults(engine: MiniSearch, query: string, options: SearchOptions, limit: number): TopResult[] {
  const index = engine as unknown as LoadedIndex;
  const words = index._options
    .tokenize(query)
    .map((word) => index._options.processTerm(word))
    .filter((word): word is string => typeof word === 'string' && word !== '');
  if (words.length === 0) return [];
  const boosts = Object.entries(index._fieldIds).map(([field, id]) => ({ id, boost: options.boost?.[field] ?? 1 }));
  const lengths = lengthsOf(index);
  const size = index._nextId;
  const score = new Float64Array(size);
  /** How many of the query's words each page matched so far; a page that missed one is left behind. */
  const matchedWords = new Uint16Array(size);
  const perWord: Expansion[][] = [];
  words.forEach((word, position) => {
    const prefix = typeof options.prefix === 'function' ? options.prefix(word, position, words) : !!options.prefix;
    const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(word, position, words) : options.fuzzy;
    const found = expansions(index, word, prefix, typeof fuzzy === 'number' && fuzzy >= 1 ? fuzzy : 0);
    perWord.push(found);
    for (const { data, weight } of found) {
      for (const { id: fieldId, boost } of boosts) {
        const postings = data.get(fieldId);
        if (!postings) continue;
        const average = index._avgFieldLength[fieldId] ?? 1;
        const fieldLength = lengths[fieldId] ?? new Float64Array(size);
        const inverse = rarity(postings.size, index._documentCount);
        for (const [page, termFreq] of postings) {
          if (matchedWords[page] !== position && matchedWords[page] !== position + 1) continue;
          score[page] = (score[page] ?? 0) + weight * boost * bm25(inverse, termFreq, fieldLength[page] ?? 0, average);
          matchedWords[page] = position + 1;
        }
      }
    }
  });
  // MiniSearch multiplies a score by how many distinct query words it matched: all of them here.
  const quality = new Set(words).size;
  const best: Array<{ page: number; score: number }> = [];
  for (let page = 0; page < size; page++) {
    if (matchedWords[page] !== words.length || !index._documentIds.has(page)) continue;
    const value = (score[page] ?? 0) * quality;
    if (best.length === limit && value <= (best[limit - 1]?.score ?? 0)) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.score ?? 0) < value) at--;
    best.splice(at, 0, { page, score: value });
    if (best.length > limit) best.pop();
  }
  const allExpansions = perWord.flat();
  return best.map(({ page, score: value }) => ({
    id: index._documentIds.get(page) as number,
    score: value,
    stored: index._storedFields.get(page) ?? {},
    terms: [
      ...new Set(
        allExpansions.filter(({ data }) => boosts.some(({ id }) => data.get(id)?.has(page))).map(({ term }) => term),
      ),
    ],
  }));
}
