import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { renderPages } from '#lambdas/lib/render/page-renderer.ts';
import {
  POINTER_CACHE_CONTROL,
  pruneSearchVersions,
  readSearchPointer,
  rebuildSearchIndex,
  VERSION_CACHE_CONTROL,
} from '#lambdas/lib/render/search-index.ts';
import { pruneSearchRecords, searchRecordKey } from '#lambdas/lib/render/search-records.ts';
import { openSearchIndex } from '#shared/search/open-search-index.ts';
import { SEARCH_POINTER_PATH } from '#shared/search/search-contract.ts';
import { holdNextRenderAfterRead, source } from './held-render-bundle';
import { createSiteBucket } from './site-bucket-fixture';

/**
 * The search records and the index in the render pipeline (docs/search.md): the real renderer
 * (renderPages) with a stand-in server build that says what the test sets, the local S3, and the
 * index opened with the engine's own reader, its fetch reading the bucket as the edge serves it.
 */
const bucket = `site-${randomUUID()}`;

beforeAll(async () => {
  Object.assign(process.env, {
    SITE_BUCKET: bucket,
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    RENDER_API_URL: 'http://localhost:9/api',
  });
  await createSiteBucket(bucket);
});

beforeEach(() => {
  source.title = 'A page';
  source.search = undefined;
  source.gone = false;
});

/** The site as the edge serves `_search/*`: each path is its object's key. */
const bucketFetch = (async (url: string | URL | Request) => {
  const key = new URL(String(url)).pathname.slice(1);
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return new Response(await object.Body?.transformToString('utf-8'), { status: 200 });
  } catch {
    return new Response('missing', { status: 404 });
  }
}) as typeof fetch;

/** A version's text shards, as its shard list names them. */
async function shardsOf(version: string): Promise<string[]> {
  const list = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `_search/${version}/texts.json` }));
  return JSON.parse((await list.Body?.transformToString('utf-8')) ?? '[]') as string[];
}

/** The text shards in the bucket. */
async function storedShards(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: '_search/texts/' }));
  return (listed.Contents ?? []).map((object) => object.Key?.slice('_search/texts/'.length) ?? '');
}

const find = async (query: string) =>
  (await (await openSearchIndex({ fetch: bucketFetch, origin: 'http://site.local' })).search(query)).map(
    (hit) => hit.path,
  );

const recordOf = (word: string) => ({
  kind: 'Post' as const,
  title: `Post ${word}`,
  context: 'Blog',
  text: `About ${word}.`,
});

describe('search records beside the pages', () => {
  it('stores a searchable page’s record, tells a change from a re-render, and empties it when the page is gone', async () => {
    const pathname = `/posts/${randomUUID()}`;
    source.search = recordOf('quokkas');
    expect((await renderPages([pathname]))[0]?.search).toBe('changed');
    expect((await renderPages([pathname]))[0]?.search).toBe('unchanged');
    await rebuildSearchIndex();
    expect(await find('quokkas')).toEqual([pathname]);

    source.gone = true;
    expect((await renderPages([pathname]))[0]?.search).toBe('changed');
    const emptied = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: searchRecordKey(pathname) }));
    expect(emptied.ContentLength).toBe(0);
    await rebuildSearchIndex();
    expect(await find('quokkas')).toEqual([]);
  });

  it('writes nothing for a page that never had a record and is not gone (home, a folder)', async () => {
    const pathname = `/posts/${randomUUID()}`;
    expect((await renderPages([pathname]))[0]?.search).toBe('untouched');
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: searchRecordKey(pathname) }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });

  it('an earlier render that read the post before it was unpublished, storing last, does not bring its record back', async () => {
    const pathname = `/posts/${randomUUID()}`;
    source.search = recordOf('wombats');
    let hasRead = () => {};
    let release = () => {};
    const read = new Promise<void>((resolve) => {
      hasRead = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    holdNextRenderAfterRead(async () => {
      hasRead();
      await released;
    });
    const earlier = renderPages([pathname]);
    await read;
    await sleep(5);
    source.gone = true;
    const [later] = await renderPages([pathname]);
    release();
    const [stale] = await earlier;
    // The later render stores the empty record (the index had none): the earlier one finds it newer.
    expect(later?.search).toBe('unchanged');
    expect(stale?.search).toBe('untouched');
    await rebuildSearchIndex();
    expect(await find('wombats')).toEqual([]);
  });
});

describe('the index rebuilt from the records', () => {
  it('writes the version’s files (immutable) and then the pointer (30 s); the same records give the same version', async () => {
    const pathname = `/posts/${randomUUID()}`;
    source.search = recordOf('numbats');
    await renderPages([pathname]);
    const rebuilt = await rebuildSearchIndex();
    expect(rebuilt?.current).toBe(true);
    const pointer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: SEARCH_POINTER_PATH.slice(1) }));
    expect(pointer.CacheControl).toBe(POINTER_CACHE_CONTROL);
    const { version, files } = JSON.parse((await pointer.Body?.transformToString('utf-8')) ?? '{}') as {
      version: string;
      files: string[];
    };
    expect(version).toBe(rebuilt?.version);
    for (const name of files) {
      const file = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `_search/${version}/${name}` }));
      expect(file.CacheControl).toBe(VERSION_CACHE_CONTROL);
    }
    // The text shards beside the versions, named by their content.
    const shards = await shardsOf(version);
    expect(shards.length).toBeGreaterThan(0);
    expect(rebuilt.shardsWritten).toBe(shards.length);
    for (const name of shards) {
      const shard = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `_search/texts/${name}` }));
      expect(shard.CacheControl).toBe(VERSION_CACHE_CONTROL);
    }
    // The same records again: the same version, only the pointer written (its stamp moved on).
    const before = await readSearchPointer();
    await sleep(5);
    const again = await rebuildSearchIndex();
    expect(again.version).toBe(version);
    expect(again.read).toBe(0);
    expect((await readSearchPointer())?.builtAt).toBeGreaterThan(before?.builtAt ?? Number.POSITIVE_INFINITY);
  });

  it('writes only the text shards a change made: the others are shared with the version before', async () => {
    const pages = Array.from({ length: 30 }, (_, index) => `/posts/${String(index).padStart(2, '0')}-${randomUUID()}`);
    source.search = recordOf(`quolls ${'long text '.repeat(150)}`);
    await renderPages(pages);
    const first = await rebuildSearchIndex();
    source.search = recordOf(`quokkas ${'long text '.repeat(150)}`);
    await renderPages([pages[20] as string]);
    const second = await rebuildSearchIndex();
    const [before, after] = [await shardsOf(first.version), await shardsOf(second.version)];
    expect(before.length).toBeGreaterThan(5);
    expect(second.shardsWritten).toBe(after.filter((name) => !before.includes(name)).length);
    expect(second.shardsWritten).toBeGreaterThanOrEqual(1);
    expect(second.shardsWritten).toBeLessThanOrEqual(3);
    expect(await find('quokkas')).toEqual([pages[20]]);
  });

  it('reads again only the records that changed since the last rebuild (the warm cache)', async () => {
    const first = `/posts/${randomUUID()}`;
    const second = `/posts/${randomUUID()}`;
    source.search = recordOf('bilbies');
    await renderPages([first, second]);
    await rebuildSearchIndex();
    source.search = recordOf('potoroos');
    await renderPages([second]);
    const rebuilt = await rebuildSearchIndex();
    expect(rebuilt?.read).toBe(1);
    expect(await find('potoroos')).toEqual([second]);
    expect(await find('bilbies')).toEqual([first]);
  });

  it('keeps the current version and the newest others, deleting older ones once nobody can still be reading them', {
    timeout: 30_000,
  }, async () => {
    const pathname = `/posts/${randomUUID()}`;
    const versions: string[] = [];
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six']) {
      source.search = recordOf(`dunnart${word}`);
      await renderPages([pathname]);
      versions.push((await rebuildSearchIndex())?.version ?? '');
      // The bucket dates writes to the second: each version its own.
      await sleep(1_100);
    }
    const stored = async () => {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: '_search/', Delimiter: '/' }));
      return (listed.CommonPrefixes ?? []).map((prefix) => prefix.Prefix?.split('/')[1]);
    };
    // Within ten minutes of their writing every version stays.
    expect(await stored()).toEqual(expect.arrayContaining(versions));
    const current = (await readSearchPointer())?.version ?? '';
    expect(current).toBe(versions.at(-1));
    expect(await pruneSearchVersions(current, Date.now() + 11 * 60_000)).toBeGreaterThanOrEqual(2);
    const left = await stored();
    expect(left).toEqual(expect.arrayContaining(versions.slice(-4)));
    expect(left).not.toContain(versions[0]);
    expect(left).not.toContain(versions[1]);
    // The shards: those the versions left name are kept, one only a deleted version named is gone.
    const named = new Set(
      (await Promise.all(left.filter((v) => versions.includes(v ?? '')).map((v) => shardsOf(v ?? '')))).flat(),
    );
    const shards = await storedShards();
    for (const name of named) expect(shards).toContain(name);
    expect(shards.filter((name) => !named.has(name))).toEqual([]);
  });

  it('a full render prunes the records of pages that no longer exist, not those written after it started', async () => {
    const gone = `/posts/${randomUUID()}`;
    const published = `/posts/${randomUUID()}`;
    source.search = recordOf('quolls');
    await renderPages([gone]);
    await sleep(5);
    const renderAllStarted = Date.now();
    await sleep(5);
    await renderPages([published]);
    expect(await pruneSearchRecords(new Set(['/posts']), renderAllStarted)).toBeGreaterThanOrEqual(1);
    await rebuildSearchIndex();
    expect(await find('quolls')).toEqual([published]);
  });
});
