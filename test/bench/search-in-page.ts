/**
 * What the search benchmark runs inside Chromium, bundled with both engines (test/bench/search.ts
 * injects the bundle): each engine opened from its files, queries timed after one warm-up pass.
 */
import { openSearchIndex } from '#shared/search/open-search-index.ts';
import type { SearchRecord } from '#shared/search/search-contract.ts';
import { BENCH_ENGINES, type EngineName, type Query, RESULTS } from './search-engines.ts';

async function timeQueries(query: Query, queries: string[], rounds: number): Promise<number[]> {
  for (const typed of queries) await query(typed);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const typed of queries) {
      const started = performance.now();
      await query(typed);
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** An engine opened from its files (the time to parse and load them), then its queries timed. */
export async function engineTimes(name: EngineName, files: Record<string, string>, queries: string[], rounds: number) {
  const started = performance.now();
  const query = await BENCH_ENGINES[name].open(files);
  const openMs = performance.now() - started;
  return { openMs, times: await timeQueries(query, queries, rounds) };
}

/** The baseline: the first ten records whose title or text holds the query, scanned in order. */
export async function scanTimes(records: SearchRecord[], queries: string[], rounds: number) {
  const texts = records.map((record) => `${record.title} ${record.text}`.toLowerCase());
  const query = (typed: string) => {
    const needle = typed.toLowerCase();
    return texts.filter((text) => text.includes(needle)).slice(0, RESULTS);
  };
  return timeQueries(query, queries, rounds);
}

/** The shipped path: openSearchIndex over the site's objects (served from memory), excerpts included. */
export async function shippedTimes(objects: Record<string, string>, queries: string[], rounds: number) {
  const serve = async (url: string) => new Response(objects[url] ?? '', { status: url in objects ? 200 : 404 });
  const index = await openSearchIndex({ fetch: serve as typeof fetch });
  return timeQueries(
    (typed) => index.search(typed, RESULTS).then((hits) => hits.map((hit) => hit.path)),
    queries,
    rounds,
  );
}
