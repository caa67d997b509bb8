/**
 * The two search engines the benchmark compares, behind one shape: built in Node (as the renderer
 * builds the index), opened and queried in Chromium (as the search island does). Both index the
 * same fields of the same records; the page texts for excerpts are shards beside either index, so
 * only the files fetched before a first query are compared.
 */
import { Charset, Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { buildSearchIndex } from '#shared/search/build-search-index.ts';
import type { SearchRecord } from '#shared/search/search-contract.ts';
import { ENGINE_OPTIONS, type IndexedRecord } from '#shared/search/search-engine-options.ts';
import { INDEX_FILE, type IndexFile } from '#shared/search/search-index-files.ts';
import { topResults } from '#shared/search/top-results.ts';

export interface BuiltFiles {
  files: Record<string, string>;
  /** The files a page fetches before its first query. */
  indexFiles: string[];
}

/** A query's results: the paths of the first ten. */
export type Query = (query: string) => Promise<string[]> | string[];

interface BenchEngine {
  build: (records: SearchRecord[]) => Promise<BuiltFiles>;
  open: (files: Record<string, string>) => Promise<Query>;
}

export const RESULTS = 10;

/** MiniSearch's index, as the renderer builds it. */
const buildMiniSearch: BenchEngine['build'] = async (records) => {
  const built = buildSearchIndex(records);
  // What a page may fetch: the index, and the text shards (the list of shards is the pruner's).
  const index = built.files.find((file) => file.name === INDEX_FILE);
  return {
    files: Object.fromEntries([index, ...built.shards].map((file) => [file?.name ?? '', file?.body ?? ''])),
    indexFiles: [INDEX_FILE],
  };
};

const loadMiniSearch = (files: Record<string, string>) => {
  const { engine: plain } = JSON.parse(files[INDEX_FILE] ?? '') as IndexFile;
  return MiniSearch.loadJS<IndexedRecord>(plain, ENGINE_OPTIONS);
};

/** MiniSearch queried as the site queries it: the same scores, only the results shown made (top-results.ts). */
const miniSearch: BenchEngine = {
  build: buildMiniSearch,
  open: async (files) => {
    const engine = loadMiniSearch(files);
    return (query) =>
      topResults(engine, query, ENGINE_OPTIONS.searchOptions ?? {}, RESULTS).map((result) =>
        String(result.stored.path),
      );
  },
};

/** MiniSearch's own \`search\`: a result object for every page that matches, all of them sorted. */
const miniSearchLibrary: BenchEngine = {
  build: buildMiniSearch,
  open: async (files) => {
    const engine = loadMiniSearch(files);
    return (query) =>
      engine
        .search(query)
        .slice(0, RESULTS)
        .map((result) => result.path as string);
  },
};

/** FlexSearch's closest configuration: prefixes indexed (`forward`), its balanced Latin encoder for near spellings. */
const flexOptions = () => ({
  document: {
    id: 'id',
    index: ['title', 'context', 'text'].map((field) => ({
      field,
      tokenize: 'forward' as const,
      encoder: Charset.LatinBalance,
    })),
    store: ['path', 'kind', 'title', 'context'],
  },
});

interface FlexRecord extends SearchRecord {
  id: number;
  [key: string]: string | number;
}

const flexSearch: BenchEngine = {
  build: async (records) => {
    const index = new Document<FlexRecord>(flexOptions());
    records.forEach((record, id) => {
      index.add({ id, ...record });
    });
    const files: Record<string, string> = {};
    await index.export((key: string, data: string) => {
      files[key] = data;
    });
    return { files, indexFiles: Object.keys(files) };
  },
  open: async (files) => {
    const index = new Document<FlexRecord>(flexOptions());
    for (const [key, data] of Object.entries(files)) await index.import(key, data);
    return (query) =>
      (
        index.search(query, { limit: RESULTS, merge: true, suggest: true, enrich: true }) as unknown as Array<{
          doc: { path: string };
        }>
      ).map((result) => result.doc.path);
  },
};

export const BENCH_ENGINES = {
  MiniSearch: miniSearch,
  'MiniSearch, its own search()': miniSearchLibrary,
  FlexSearch: flexSearch,
} as const;
export type EngineName = keyof typeof BENCH_ENGINES;
