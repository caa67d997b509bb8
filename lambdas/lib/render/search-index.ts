import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { buildSearchIndex } from '#shared/search/build-search-index.ts';
import { SEARCH_OBJECTS_PREFIX, SEARCH_POINTER_PATH, type SearchRecord } from '#shared/search/search-contract.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { logger } from '../logger';
import { type ListedSearchRecord, listSearchRecords, SEARCH_RECORDS_PREFIX } from './search-records';
import { deleteObject, isMissing, putUnlessNewer } from './site-bucket';

/**
 * The search index in the site bucket, rebuilt from the search records (search-records.ts):
 * `_search/<version>/<name>`, immutable, then the pointer `_search/current.json` naming the version.
 * A page reads the pointer once and then only that version's files, so the files go first and the
 * pointer last. The pointer is kept 30 s (a change is seen within a minute); a version's files a year.
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

/** Records read at once when the warm cache misses. */
const READ_CONCURRENCY = 16;

/** What `_search/current.json` says. */
export interface SearchPointer {
  version: string;
  files: string[];
  builtAt: number;
}

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
  for (let start = 0; start < stale.length; start += READ_CONCURRENCY) {
    await Promise.all(
      stale.slice(start, start + READ_CONCURRENCY).map(async (entry) => {
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

/**
 * Deletes the versions other than the current one that are neither among the `KEPT_VERSIONS`
 * newest nor written within `VERSION_KEPT_MS`. Answers how many it deleted.
 */
async function pruneVersions(current: string, now: number): Promise<number> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: config.siteBucket, Prefix: `${SEARCH_OBJECTS_PREFIX}/`, Delimiter: '/' }),
  );
  const versions = await Promise.all(
    (listed.CommonPrefixes ?? [])
      .map((prefix) => prefix.Prefix ?? '')
      .filter(
        (prefix) =>
          prefix && prefix !== `${SEARCH_RECORDS_PREFIX}/` && prefix !== `${SEARCH_OBJECTS_PREFIX}/${current}/`,
      )
      .map(async (prefix) => {
        const files = await s3.send(new ListObjectsV2Command({ Bucket: config.siteBucket, Prefix: prefix }));
        const keys = (files.Contents ?? []).flatMap((file) => (file.Key ? [file.Key] : []));
        const written = Math.max(0, ...(files.Contents ?? []).map((file) => file.LastModified?.getTime() ?? 0));
        return { keys, written };
      }),
  );
  const old = versions
    .sort((a, b) => b.written - a.written)
    .slice(KEPT_VERSIONS)
    .filter((version) => now - version.written > VERSION_KEPT_MS);
  for (const version of old) for (const key of version.keys) await deleteObject(key);
  return old.length;
}

/** What a rebuild did, for the log and the tests. */
export interface SearchRebuild {
  version: string;
  records: number;
  /** Records read from the bucket (the others came from the warm cache). */
  read: number;
  /** False when a rebuild that started later had written the pointer already. */
  current: boolean;
  ms: number;
}

/**
 * Rebuilds the index from every stored record and writes its version's files, then the pointer,
 * under the renderer's stamp rule (a rebuild that started later, and so listed every record written
 * before it, is never replaced by an earlier one), then deletes old versions. Unless `force`, it
 * rebuilds only when a record was written since the pointer's build: a page rendered again as it
 * was costs one listing; a batch whose rebuild failed is rebuilt when its retry renders it again.
 */
export async function rebuildSearchIndex({ force }: { force: boolean }): Promise<SearchRebuild | undefined> {
  const started = performance.now();
  const builtAt = Date.now();
  const [listed, pointer] = await Promise.all([listSearchRecords(), readSearchPointer()]);
  // S3 dates its writes to the second: a record written in the pointer's own second counts as newer.
  const newest = Math.max(0, ...listed.map((entry) => entry.lastModified + 1000));
  if (!force && pointer && pointer.builtAt >= newest) return undefined;
  const { records, read } = await currentRecords(listed);
  const { version, files } = buildSearchIndex(records);
  for (const file of files) {
    await s3.send(
      new PutObjectCommand({
        Bucket: config.siteBucket,
        Key: `${SEARCH_OBJECTS_PREFIX}/${version}/${file.name}`,
        Body: file.body,
        ContentType: contentTypeOf(file.name),
        CacheControl: VERSION_CACHE_CONTROL,
      }),
    );
  }
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
  const pruned = await pruneVersions(current, Date.now());
  const rebuild = {
    version,
    records: records.length,
    read,
    current: written,
    ms: Math.round(performance.now() - started),
  };
  logger.info(written ? 'Search index rebuilt' : 'Search index rebuilt, not current: a later rebuild is', {
    ...rebuild,
    pruned,
  });
  return rebuild;
}
