/**
 * The search index of the site's public pages, as the files the edge serves: one index file a page
 * fetches when search is first used, and the pages' texts in shards fetched only for the results a
 * query shows (their excerpts). Pure: the renderer writes the files.
 */
import MiniSearch from 'minisearch';
import { contentHash } from './content-hash.ts';
import type { SearchRecord } from './search-contract.ts';
import { ENGINE_OPTIONS, type IndexedRecord } from './search-engine-options.ts';
import { INDEX_FILE, type IndexFile, SHARD_LIST_FILE, textShardFile } from './search-index-files.ts';

/** About how much page text one shard holds: a result's excerpt costs one shard of this size. */
export const TEXT_SHARD_CHARS = 8_000;

/**
 * About one record in this many starts a shard whatever the size before it (an anchor, chosen by a
 * hash of its path), so a changed text moves the shard boundaries only up to the next anchor: the
 * other shards keep their content, and so their files.
 */
const SHARD_ANCHOR_EVERY = 8;

export interface BuiltSearchIndex {
  /** A hash of the index (which names its shards by their content): the same records give the same version, any change a new one. */
  version: string;
  /** The version's own files: the index and the list of its shards. */
  files: Array<{ name: string; body: string }>;
  /** The text shards, named by their content, shared with every version that has the same shard. */
  shards: Array<{ name: string; body: string }>;
}

const isAnchor = (record: SearchRecord) =>
  Number.parseInt(contentHash(record.path).slice(0, 8), 16) % SHARD_ANCHOR_EVERY === 0;

/**
 * Consecutive records grouped so that each group's texts add up to about `TEXT_SHARD_CHARS`, a new
 * group also starting at each anchor.
 */
function shardStarts(records: readonly SearchRecord[]): number[] {
  const starts: number[] = [];
  let size = TEXT_SHARD_CHARS;
  records.forEach((record, id) => {
    if (size >= TEXT_SHARD_CHARS || (id > 0 && isAnchor(record))) {
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
  const shards = starts.map((start, shard) => {
    const body = JSON.stringify(sorted.slice(start, starts[shard + 1] ?? sorted.length).map((record) => record.text));
    return { name: textShardFile(contentHash(body)), body };
  });
  const shardFiles = shards.map((shard) => shard.name);
  const index: IndexFile = { engine: engine.toJSON(), shardStarts: starts, shardFiles };
  const indexBody = JSON.stringify(index);
  return {
    version: contentHash(indexBody),
    files: [
      { name: INDEX_FILE, body: indexBody },
      { name: SHARD_LIST_FILE, body: JSON.stringify(shardFiles) },
    ],
    shards,
  };
}
