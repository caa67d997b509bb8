/** The files one version of the search index is made of, as the build writes them and a page reads them. */
import type { AsPlainObject } from 'minisearch';
import { SEARCH_OBJECTS_PREFIX } from './search-contract.ts';

/** The file a page fetches when search is first used: the engine's index and where each shard starts. */
export const INDEX_FILE = 'index.json';

export interface IndexFile {
  engine: AsPlainObject;
  /** The id of the first record of each text shard, ascending; shard `n` holds ids up to the next start. */
  shardStarts: number[];
  /** Each shard's file, in `_search/texts/` (searchTextPath). */
  shardFiles: string[];
}

/**
 * A JSON array of the texts of consecutive records, the first one's id being the shard's start,
 * named by its content: shared by every version that has it, so a rebuild writes only the shards
 * that changed.
 */
export const textShardFile = (hash: string): string => `text-${hash}.json`;

/** The version's list of its shards' files, read when old shards are pruned. */
export const SHARD_LIST_FILE = 'texts.json';

/** What `_search/current.json` says: the current version and its files. */
export interface SearchPointer {
  version: string;
  files: string[];
  builtAt: number;
}

export const searchFilePath = (version: string, name: string): string => `/${SEARCH_OBJECTS_PREFIX}/${version}/${name}`;

export const TEXTS_FOLDER = 'texts';

/** Where a text shard is served: beside the versions, one copy for all of them. */
export const searchTextPath = (name: string): string => `/${SEARCH_OBJECTS_PREFIX}/${TEXTS_FOLDER}/${name}`;
