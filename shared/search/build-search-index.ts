/**
 * The search index of the site's public pages, as the files the edge serves: one index file a page
 * fetches when search is first used, and the pages' texts in shards fetched only for the results a
 * query shows (their excerpts). Pure: the renderer writes the files.
 */
import MiniSearch from 'minisearch';
import { contentHash } from './content-hash.ts';
import type { SearchRecord } from './search-contract.ts';
import { ENGINE_OPTIONS, type IndexedRecord } from './search-engine-options.ts';
import { INDEX_FILE, type IndexFile, textShardFile } from './search-index-files.ts';

/** About how much page text one shard holds: a result's excerpt costs one shard of this size. */
export const TEXT_SHARD_CHARS = 24_000;

export interface BuiltSearchIndex {
  /** A hash of the files: the same records give the same version, any change a new one. */
  version: string;
  files: Array<{ name: string; body: string }>;
}

/** Consecutive records grouped so that each group's texts add up to about `TEXT_SHARD_CHARS`. */
function shardStarts(records: readonly SearchRecord[]): number[] {
  const starts: number[] = [];
  let size = TEXT_SHARD_CHARS;
  records.forEach((record, id) => {
    if (size >= TEXT_SHARD_CHARS) {
      starts.push(id);
      size = 0;
    }
    size += record.text.length;
  });
  return starts;
}

export function buildSearchIndex(records: SearchRecord[]): BuiltSearchIndex {
  // Ordered by path, so the same pages give the same files whatever order they were read in.
  const sorted = [...records].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const engine = new MiniSearch<IndexedRecord>(ENGINE_OPTIONS);
  engine.addAll(sorted.map((record, id) => ({ id, ...record })));
  const starts = shardStarts(sorted);
  const index: IndexFile = { engine: engine.toJSON(), shardStarts: starts };
  const files = [{ name: INDEX_FILE, body: JSON.stringify(index) }];
  starts.forEach((start, shard) => {
    const texts = sorted.slice(start, starts[shard + 1] ?? sorted.length).map((record) => record.text);
    files.push({ name: textShardFile(shard), body: JSON.stringify(texts) });
  });
  return { version: contentHash(files.map((file) => `${file.name}\n${file.body}`).join('\n')), files };
}
