import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { buildSearchIndex } from '#shared/search/build-search-index.ts';
import { SEARCH_OBJECTS_PREFIX, SEARCH_POINTER_PATH, type SearchRecord } from '#shared/search/search-contract.ts';
import {
  type SearchPointer,
  SHARD_LIST_FILE,
  searchFilePath,
  searchTextPath,
  TEXTS_FOLDER,
} from '#shared/search/search-index-files.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { logger } from '../logger';
import { type ListedSearchRecord, listSearchRecords, SEARCH_RECORDS_PREFIX } from './search-records';
import { deleteObject, isMissing, listObjects, putUnlessNewer } from './site-bucket';

/**
 * The search index in the site bucket, rebuilt from the search records (search-records.ts): the
 * text shards `_search/texts/<content hash>.json`, shared by every version that has them, then the
 * version's files `_search/<version>/<name>`, immutable, then the pointer `_search/current.json`
 * naming the version. A page reads the pointer once and then only that version's files, so the
 * files go first and the pointer last. The pointer is kept 30 s (a change is seen within a minute);
 * a version's files and the shards a year.
 */
const POINTER_KEY = SEARCH_POINTER_PATH.slice(1);
export const POINTER_CACHE_CONTROL = 'public, max-age=30, must-revalidate';
export const VERSION_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Versions kept besides the current one, and for how long any version is kept once another is
 * current: a page that read the pointer just before the switch (up to its 30 s at the edge and in
 * the browser, then the time its reader takes to search) still finds its version's files.
 */
const KEPT_VERSIONS = 3;
const VERSION_KEPT_MS = 10 * 60_000;

/** Records read, or a version's files written, at once. */
const CONCURRENCY = 16;

/**
 * The records read by earlier rebuilds of this process, by key, with the ETag they were read at:
 * a rebuild reads again only the records whose ETag the listing shows changed. A warm render
 * function rebuilds after a post's change by reading that post's record alone.
 */
const warm = new Map<string, { etag: string; record: SearchRecord }>();

async function readText(key: string): Promise<string | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.siteBucket, Key: key }));
    return (await object.Body?.transformToString('utf-8')) ?? '';
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function readSearchPointer(): Promise<SearchPointer | undefined> {
  const text = await readText(POINTER_KEY);
  return text ? (JSON.parse(text) as SearchPointer) : undefined;
}

/** The records of the listing (empty objects left out), from the warm cache or read; answers how many were read. */
async function currentRecords(listed: readonly ListedSearchRecord[]) {
  const present = listed.filter((entry) => entry.size > 0);
  const keys = new Set(present.map((entry) => entry.key));
  for (const key of warm.keys()) if (!keys.has(key)) warm.delete(key);
  const stale = present.filter((entry) => warm.get(entry.key)?.etag !== entry.etag);
  for (let start = 0; start < stale.length; start += CONCURRENCY) {
    await Promise.all(
      stale.slice(start, start + CONCURRENCY).map(async (entry) => {
        const text = await readText(entry.key);
        if (text) warm.set(entry.key, { etag: entry.etag, record: JSON.parse(text) as SearchRecord });
        else warm.delete(entry.key);
      }),
    );
  }
  const records = present.flatMap((entry) => {
    const cached = warm.get(entry.key);
    return cached ? [cached.record] : [];
  });
  return { records, read: stale.length };
}

const contentTypeOf = (name: string) =>
  name.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream';

const TEXTS_PREFIX = `${SEARCH_OBJECTS_PREFIX}/${TEXTS_FOLDER}/`;

/** Writes immutable files, CONCURRENCY at a time. */
async function putImmutable(files: ReadonlyArray<{ key: string; name: string; body: string }>): Promise<void> {
  for (let start = 0; start < files.length; start += CONCURRENCY) {
    await Promise.all(
      files.slice(start, start + CONCURRENCY).map((file) =>
        s3.send(
          new PutObjectCommand({
            Bucket: config.siteBucket,
            Key: file.key,
            Body: file.body,
            ContentType: contentTypeOf(file.name),
            CacheControl: VERSION_CACHE_CONTROL,
          }),
        ),
      ),
    );
  }
}

/**
 * Deletes the text shards no version left names (each version's shard list), once nobody can
 * still be reading them: written more than `VERSION_KEPT_MS` ago. Answers how many it deleted.
 */
async function pruneTextShards(versions: readonly string[], now: number): Promise<number> {
  const named = new Set<string>();
  for (const version of versions) {
    const list = await readText(searchFilePath(version, SHARD_LIST_FILE).slice(1));
    for (const name of list ? (JSON.parse(list) as string[]) : []) named.add(name);
  }
  const stale = (await listObjects(TEXTS_PREFIX)).filter(
    (object) =>
      object.Key &&
      !named.has(object.Key.slice(TEXTS_PREFIX.length)) &&
      now - (object.LastModified?.getTime() ?? now) > VERSION_KEPT_MS,
  );
  for (const object of stale) await deleteObject(object.Key as string);
  return stale.length;
}

/**
 * Deletes the versions other than the current one that are neither among the `KEPT_VERSIONS`
 * newest nor written within `VERSION_KEPT_MS`. Answers how many it deleted.
 */
export async function pruneSearchVersions(current: string, now: number): Promise<number> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: config.siteBucket, Prefix: `${SEARCH_OBJECTS_PREFIX}/`, Delimiter: '/' }),
  );
  const versions = await Promise.all(
    (listed.CommonPrefixes ?? [])
      .map((prefix) => prefix.Prefix ?? '')
      .filter(
        (prefix) =>
          prefix &&
          prefix !== `${SEARCH_RECORDS_PREFIX}/` &&
          prefix !== TEXTS_PREFIX &&
          prefix !== `${SEARCH_OBJECTS_PREFIX}/${current}/`,
      )
      .map(async (prefix) => {
        const files = await s3.send(new ListObjectsV2Command({ Bucket: config.siteBucket, Prefix: prefix }));
        const keys = (files.Contents ?? []).flatMap((file) => (file.Key ? [file.Key] : []));
        const written = Math.max(0, ...(files.Contents ?? []).map((file) => file.LastModified?.getTime() ?? 0));
        return { version: prefix.slice(SEARCH_OBJECTS_PREFIX.length + 1, -1), keys, written };
      }),
  );
  const byAge = versions.sort((a, b) => b.written - a.written);
  const old = byAge.slice(KEPT_VERSIONS).filter((version) => now - version.written > VERSION_KEPT_MS);
  for (const version of old) for (const key of version.keys) await deleteObject(key);
  const kept = [current, ...byAge.filter((version) => !old.includes(version)).map((version) => version.version)];
  await pruneTextShards(kept, now);
  return old.length;
}

/** What a rebuild did, for the log and the tests. */
export interface SearchRebuild {
  version: string;
  records: number;
  /** Records read from the bucket (the others came from the warm cache). */
  read: number;
  /** Text shards written: those of the records that changed (the others' files are shared). */
  shardsWritten: number;
  /** False when a rebuild that started later had written the pointer already. */
  current: boolean;
  ms: number;
}

/**
 * Rebuilds the index from every stored record and writes the text shards no earlier version had
 * and its version's files (unless that version is the current one already), then the pointer, under
 * the renderer's stamp rule: a rebuild that started later, and so listed every record written before
 * it, is never replaced by an earlier one. Then deletes old versions, and the shards none of the
 * versions left names. Records come from the warm cache where their ETag is unchanged.
 */
export async function rebuildSearchIndex(): Promise<SearchRebuild> {
  const started = performance.now();
  const builtAt = Date.now();
  const [listed, pointer] = await Promise.all([listSearchRecords(), readSearchPointer()]);
  const { records, read } = await currentRecords(listed);
  const { version, files, shards } = buildSearchIndex(records);
  const isNew = version !== pointer?.version;
  let shardsWritten = 0;
  if (isNew) {
    // Shards are named by their content: only those no earlier version had are written.
    const stored = new Set((await listObjects(TEXTS_PREFIX)).map((object) => object.Key));
    const missing = shards.filter((shard) => !stored.has(searchTextPath(shard.name).slice(1)));
    shardsWritten = missing.length;
    await putImmutable(missing.map((shard) => ({ ...shard, key: searchTextPath(shard.name).slice(1) })));
    await putImmutable(files.map((file) => ({ ...file, key: searchFilePath(version, file.name).slice(1) })));
  }
  // Written even when the version is the same: its stamp moves on, so an earlier rebuild that
  // stores later (from records since changed back) cannot make an older version current.
  const next: SearchPointer = { version, files: files.map((file) => file.name), builtAt };
  const { written } = await putUnlessNewer(
    {
      Key: POINTER_KEY,
      Body: JSON.stringify(next),
      ContentType: 'application/json; charset=utf-8',
      CacheControl: POINTER_CACHE_CONTROL,
    },
    builtAt,
  );
  const current = written ? version : ((await readSearchPointer())?.version ?? version);
  const pruned = isNew ? await pruneSearchVersions(current, Date.now()) : 0;
  const ms = Math.round(performance.now() - started);
  const rebuild = { version, records: records.length, read, shardsWritten, current: written, ms };
  logger.info(written ? 'Search index rebuilt' : 'Search index rebuilt, not current: a later rebuild is', {
    ...rebuild,
    pruned,
  });
  return rebuild;
}
