/**
 * The site's search, measured for `npm run bench` (part `search`): MiniSearch against FlexSearch on
 * this repository's content/ and on the 10,000 generated documents. The index is built in Node, as
 * the renderer builds it; it is opened and queried in Chromium, as the search island does. Each
 * figure stands beside a baseline: serializing the records, the records themselves gzipped, and a
 * plain substring scan over them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '#infra/bundling.ts';
import { markdownPlainText } from '#shared/markdown/plain-text.ts';
import { splitMetadata } from '#shared/markdown-metadata.ts';
import type { SearchRecord } from '#shared/search/search-contract.ts';
import { INDEX_FILE, type IndexFile, searchFilePath, searchTextPath } from '#shared/search/search-index-files.ts';
import { kb, median, ms } from '#test/bench/cold-starts.ts';
import { generatedDocuments } from '#test/bench/generated-documents.ts';
import { BENCH_ENGINES, type BuiltFiles, type EngineName } from '#test/bench/search-engines.ts';
import { launchChromium } from '#test/support/chromium.ts';

declare global {
  var searchBench: typeof import('#test/bench/search-in-page.ts');
}

const ENGINE_NAMES = Object.keys(BENCH_ENGINES) as EngineName[];
const QUERY_ROUNDS = 20;

/** A document's record as the renderer makes it: its heading, its collection, its text without markup. */
function documentRecord(collection: string, file: string, markdown: string): SearchRecord {
  const { heading, withoutMetadata } = splitMetadata(markdown);
  const body = heading === undefined ? withoutMetadata : withoutMetadata.replace(/^\s*#[^\n]*\n/, '');
  return {
    path: `/${collection}/${file.replace(/\.md$/, '')}`,
    kind: 'Document',
    title: heading ?? file,
    context: collection,
    text: markdownPlainText(body, Number.POSITIVE_INFINITY),
  };
}

/** Every markdown document of content/ (folder pages left out: they list, they say nothing of their own). */
function contentRecords(): SearchRecord[] {
  const root = path.join(REPO_ROOT, 'content');
  return readdirSync(root).flatMap((collection) =>
    readdirSync(path.join(root, collection), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md') && path.basename(file) !== 'index.md')
      .map((file) => documentRecord(collection, file, readFileSync(path.join(root, collection, file), 'utf8'))),
  );
}

const generatedRecords = (): SearchRecord[] =>
  generatedDocuments().map(({ file, markdown }) => documentRecord('tech-docs', file, markdown));

/** What a reader types, each word as it grows letter by letter (every prefix from two letters is a query). */
function asTyped(queries: string[]): string[] {
  return queries.flatMap((query) =>
    Array.from({ length: query.length - 1 }, (_, end) => query.slice(0, end + 2)).filter(
      (typed) => !typed.endsWith(' '),
    ),
  );
}

const CONTENT_QUERIES = asTyped([
  'cloudfront',
  'dynamodb table',
  'passkey',
  'lambda cold start',
  'clodfront',
  'pasword',
  'markdown',
]);
const GENERATED_QUERIES = asTyped(['document 4821', 'lorem ipsum', 'consectetur', 'adipiscing elit', 'documnet 77']);

interface Corpus {
  name: string;
  records: SearchRecord[];
  queries: string[];
  buildRuns: number;
}

const gzipped = (files: Record<string, string>, names: string[]) =>
  names.reduce((sum, name) => sum + gzipSync(files[name] ?? '').length, 0);

function timeSync(runs: number, run: () => unknown): number {
  return median(
    Array.from({ length: runs }, () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    }),
  );
}

async function timeAsync(runs: number, run: () => Promise<unknown>): Promise<{ ms: number; last: unknown }> {
  const samples: number[] = [];
  let last: unknown;
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    last = await run();
    samples.push(performance.now() - started);
  }
  return { ms: median(samples), last };
}

/**
 * For each record, the longest word of its title (six letters or more): typed as its first 60 %,
 * with one letter left out, and with one letter changed. A case is found when the record is in the
 * first ten results.
 */
function matchingCases(records: SearchRecord[]) {
  return records.flatMap((record) => {
    const word = (record.title.match(/\p{L}{6,}/gu) ?? []).sort((a, b) => b.length - a.length)[0];
    if (!word) return [];
    const middle = Math.floor(word.length / 2);
    const changed = word[middle]?.toLowerCase() === 'x' ? 'y' : 'x';
    return [
      {
        path: record.path,
        prefix: word.slice(0, Math.ceil(word.length * 0.6)),
        missing: word.slice(0, middle) + word.slice(middle + 1),
        changed: word.slice(0, middle) + changed + word.slice(middle + 1),
      },
    ];
  });
}

async function browserBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import * as searchBench from '#test/bench/search-in-page.ts';",
        'globalThis.searchBench = searchBench;',
      ].join('\n'),
      resolveDir: REPO_ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The minified, gzipped code a page loads to open and query the index (its engine included). */
async function shippedCode(): Promise<{ miniSearch: number; flexSearch: number }> {
  const size = async (contents: string) => {
    const result = await build({
      stdin: { contents, resolveDir: REPO_ROOT, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      write: false,
      logLevel: 'error',
    });
    return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length;
  };
  return {
    miniSearch: await size("export { openSearchIndex } from '#shared/search/open-search-index.ts';"),
    flexSearch: await size("export { Document, Charset } from 'flexsearch';"),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The shards a first query fetches besides the index: those holding its results' texts. */
function firstQueryShards(files: Record<string, string>, resultIds: number[]): string[] {
  const { shardStarts, shardFiles } = JSON.parse(files[INDEX_FILE] ?? '') as IndexFile;
  const shards = new Set(
    resultIds.map((id) => shardStarts.reduce((found, start, shard) => (start <= id ? shard : found), 0)),
  );
  return [...shards].map((shard) => shardFiles[shard] ?? '');
}

export async function searchTables(): Promise<void> {
  const corpora: Corpus[] = [
    { name: 'content/', records: contentRecords(), queries: CONTENT_QUERIES, buildRuns: 5 },
    { name: '10,000 generated', records: generatedRecords(), queries: GENERATED_QUERIES, buildRuns: 3 },
  ];
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: await browserBundle() });
    for (const corpus of corpora) {
      const recordsJson = JSON.stringify(corpus.records);
      const rows = [];
      const serialize = timeSync(corpus.buildRuns, () => JSON.stringify(corpus.records));
      const scan = await page.evaluate(
        ({ records, queries, rounds }) => searchBench.scanTimes(records, queries, rounds),
        { records: corpus.records, queries: corpus.queries, rounds: QUERY_ROUNDS },
      );
      rows.push({
        engine: 'baseline: records as JSON, substring scan',
        build: ms(serialize),
        'index gzip': kb(gzipSync(recordsJson).length),
        open: '',
        'query p50': ms(percentile(scan, 50)),
        'query p95': ms(percentile(scan, 95)),
      });
      const builtBy: Partial<Record<EngineName, BuiltFiles>> = {};
      for (const name of ENGINE_NAMES) {
        const engine = BENCH_ENGINES[name];
        const { ms: buildMs, last } = await timeAsync(corpus.buildRuns, () => engine.build(corpus.records));
        const built = last as BuiltFiles;
        builtBy[name] = built;
        const measured = await page.evaluate(
          ({ name, files, queries, rounds }) => searchBench.engineTimes(name, files, queries, rounds),
          { name, files: built.files, queries: corpus.queries, rounds: QUERY_ROUNDS },
        );
        rows.push({
          engine: name,
          build: ms(buildMs),
          'index gzip': kb(gzipped(built.files, built.indexFiles)),
          open: ms(measured.openMs),
          'query p50': ms(percentile(measured.times, 50)),
          'query p95': ms(percentile(measured.times, 95)),
        });
      }
      console.log(
        `\nSearch on ${corpus.name} (${corpus.records.length} records, ${kb(recordsJson.length)} as JSON): build in Node (median of ${corpus.buildRuns}), open and ${corpus.queries.length} queries × ${QUERY_ROUNDS} in Chromium`,
      );
      console.table(rows);
      console.log('Budgets: build ≤ 2 s for 10,000 documents; query p95 ≤ 10 ms on 10,000 documents.');
      await shippedSearchFigures(page, corpus, builtBy.MiniSearch);
    }
    const cases = matchingCases(corpora[0]?.records ?? []);
    const matching = [];
    for (const name of ENGINE_NAMES) {
      const built = await BENCH_ENGINES[name].build(corpora[0]?.records ?? []);
      const query = await BENCH_ENGINES[name].open(built.files);
      const found = async (kind: 'prefix' | 'missing' | 'changed') => {
        let count = 0;
        for (const test of cases) if ((await query(test[kind])).includes(test.path)) count++;
        return `${count}/${cases.length}`;
      };
      matching.push({
        engine: name,
        'title word, first 60 %': await found('prefix'),
        'one letter left out': await found('missing'),
        'one letter changed': await found('changed'),
      });
    }
    console.log('\nMatching on content/: the page among the first ten for the longest word of its title, typed as');
    console.table(matching);
  } finally {
    await browser.close();
  }
  const code = await shippedCode();
  console.log(
    `\nCode a page loads on first use of search (minified, gzip): openSearchIndex with MiniSearch ${kb(code.miniSearch)}; FlexSearch's Document alone ${kb(code.flexSearch)}`,
  );
}

/**
 * The shipped path on MiniSearch's files: what a first query transfers (the index, then the text
 * shards holding its ten results, worst of the queries), and a full query with its excerpts
 * (openSearchIndex in Chromium, the files served from memory).
 */
async function shippedSearchFigures(page: Page, corpus: Corpus, built: BuiltFiles | undefined): Promise<void> {
  if (!built) return;
  const ids = new Map(
    [...corpus.records]
      .map((record) => record.path)
      .sort()
      .map((recordPath, id) => [recordPath, id]),
  );
  const query = await BENCH_ENGINES.MiniSearch.open(built.files);
  const indexGzip = gzipped(built.files, built.indexFiles);
  const transfers: number[] = [];
  for (const typed of corpus.queries) {
    const resultIds = (await query(typed)).map((resultPath) => ids.get(resultPath) ?? 0);
    transfers.push(indexGzip + gzipped(built.files, firstQueryShards(built.files, resultIds)));
  }
  const version = 'bench';
  const objects: Record<string, string> = {
    '/_search/current.json': JSON.stringify({ version, files: [INDEX_FILE], builtAt: 0 }),
  };
  for (const [name, body] of Object.entries(built.files)) {
    objects[name === INDEX_FILE ? searchFilePath(version, name) : searchTextPath(name)] = body;
  }
  const times = await page.evaluate(
    ({ objects, queries, rounds }) => searchBench.shippedTimes(objects, queries, rounds),
    { objects, queries: corpus.queries, rounds: QUERY_ROUNDS },
  );
  const shards = Object.keys(built.files).length - built.indexFiles.length;
  console.log(
    `Shipped search (MiniSearch, excerpts included): a first query transfers ${kb(Math.max(...transfers))} gzip at most (budget on content/ ≤ 150 KB; median ${kb(median(transfers))}; the index ${kb(indexGzip)}, ${shards} text shards of ${kb((gzipped(built.files, Object.keys(built.files)) - indexGzip) / Math.max(1, shards))} gzip on average); query p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );
}
