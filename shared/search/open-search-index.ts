/**
 * The site's search index, opened where it is queried (the search island, or a test in Node): the
 * pointer read once, then only that version's files, so a page never mixes two versions. The index
 * file is fetched on opening; a text shard (named by its content, so the same for every version
 * that has it) only when a result shown needs its excerpt.
 */
import MiniSearch from 'minisearch';
import { SEARCH_POINTER_PATH, type SearchHit, type SearchIndex, type SearchKind } from './search-contract.ts';
import { ENGINE_OPTIONS, type IndexedRecord } from './search-engine-options.ts';
import { searchExcerpt } from './search-excerpt.ts';
import {
  INDEX_FILE,
  type IndexFile,
  type SearchPointer,
  searchFilePath,
  searchTextPath,
} from './search-index-files.ts';
import { topResults } from './top-results.ts';

export interface OpenSearchIndexOptions {
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Where the site is served from; a page leaves it out (its own origin), Node must give it. */
  origin?: string;
}

/** Results a query gives when the caller names no limit. */
const DEFAULT_SEARCH_LIMIT = 10;

interface StoredFields {
  path: string;
  kind: SearchKind;
  title: string;
  context: string;
}

/** The last shard whose start is at or before `id`. */
function shardOf(starts: readonly number[], id: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= id) low = middle;
    else high = middle - 1;
  }
  return low;
}

export async function openSearchIndex(options: OpenSearchIndexOptions = {}): Promise<SearchIndex> {
  const fetchFile = options.fetch ?? fetch;
  const origin = options.origin ?? '';
  const readJson = async <T>(path: string): Promise<T> => {
    const answer = await fetchFile(`${origin}${path}`);
    if (!answer.ok) throw new Error(`Search index: ${path} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
  const pointer = await readJson<SearchPointer>(SEARCH_POINTER_PATH);
  const {
    engine: plain,
    shardStarts,
    shardFiles,
  } = await readJson<IndexFile>(searchFilePath(pointer.version, INDEX_FILE));
  const engine = MiniSearch.loadJS<IndexedRecord>(plain, ENGINE_OPTIONS);
  const shards = new Map<number, Promise<string[]>>();
  const textOf = async (id: number): Promise<string> => {
    const shard = shardOf(shardStarts, id);
    let texts = shards.get(shard);
    if (!texts) {
      texts = readJson<string[]>(searchTextPath(shardFiles[shard] ?? ''));
      // A failed fetch is tried again by the next query, not remembered.
      texts.catch(() => shards.delete(shard));
      shards.set(shard, texts);
    }
    return (await texts)[id - (shardStarts[shard] ?? 0)] ?? '';
  };
  const search = async (query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<SearchHit[]> => {
    if (!query.trim()) return [];
    const results = topResults(engine, query, ENGINE_OPTIONS.searchOptions ?? {}, limit);
    return Promise.all(
      results.map(async (result) => {
        const { path, kind, title, context } = result.stored as unknown as StoredFields;
        const excerpt = searchExcerpt(await textOf(result.id), new Set(result.terms));
        return { path, kind, title, context, excerpt };
      }),
    );
  };
  return { version: pointer.version, search };
}
