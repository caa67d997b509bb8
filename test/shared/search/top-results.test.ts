import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { ENGINE_OPTIONS, type IndexedRecord } from '#shared/search/search-engine-options.ts';
import { topResults } from '#shared/search/top-results.ts';

/** Every markdown file of content/, as records: a corpus with real words, common and rare. */
function contentEngine() {
  const root = path.resolve('content');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
  const engine = new MiniSearch<IndexedRecord>(ENGINE_OPTIONS);
  engine.addAll(
    files.map((file, id) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return { id, path: `/${file}`, kind: 'Document', title: text.split('\n')[0] ?? file, context: 'Docs', text };
    }),
  );
  return engine;
}

const QUERIES = [
  'cloudfront',
  'clodfront',
  'dyn',
  'single table',
  'lambda cold',
  'the',
  'typescript react',
  'xyzzy',
  'a',
];

describe('the top results of a query', () => {
  const engine = contentEngine();

  it.each(QUERIES)('ranks "%s" as MiniSearch ranks it, with the same scores and matched words', (query) => {
    const options = ENGINE_OPTIONS.searchOptions ?? {};
    const theirs = engine.search(query).slice(0, 10);
    const ours = topResults(engine, query, options, 10);
    expect(ours.map((result) => result.score)).toHaveLength(theirs.length);
    ours.forEach((result, place) => {
      expect(result.score).toBeCloseTo(theirs[place]?.score ?? Number.NaN, 9);
    });
    // Equal scores may come in another order: compare each result with MiniSearch's of the same page.
    const byId = new Map(engine.search(query).map((result) => [result.id as number, result]));
    for (const result of ours) {
      const same = byId.get(result.id);
      expect(same?.score).toBeCloseTo(result.score, 9);
      expect(new Set(result.terms)).toEqual(new Set(same?.terms));
      expect(result.stored.path).toBe(same?.path);
    }
  });

  it('finds nothing for a query of no words, and every page for the common word up to the limit', () => {
    expect(topResults(engine, ' - ', ENGINE_OPTIONS.searchOptions ?? {}, 10)).toEqual([]);
    expect(topResults(engine, 'the', ENGINE_OPTIONS.searchOptions ?? {}, 3)).toHaveLength(3);
  });
});
