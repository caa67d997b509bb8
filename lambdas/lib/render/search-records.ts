import { createHash } from 'node:crypto';
import { SEARCH_OBJECTS_PREFIX, type SearchRecord } from '#shared/search/search-contract.ts';
import {
  deleteObject,
  listObjects,
  PAGE_CACHE_CONTROL,
  putUnlessNewer,
  RENDERED_FROM_METADATA,
  storedHead,
} from './site-bucket';

/**
 * The search records in the site bucket: one object per searchable page, `_search/records/<path>.json`,
 * the page's `SearchRecord` as its render said it. The index is built from them alone
 * (search-index.ts), so it holds exactly what the stored pages show.
 *
 * A page that is gone (404) or no longer searchable keeps an empty object, stamped like a page, rather
 * than none: a render that read older data and stores later finds the newer stamp and leaves it, as
 * it leaves a newer page. The index skips empty objects without reading them (their listed size).
 */
export const SEARCH_RECORDS_PREFIX = `${SEARCH_OBJECTS_PREFIX}/records`;

/** A hash of the record a stored object holds, or `none` for the empty one: tells a change from a re-render. */
const RECORD_HASH_METADATA = 'record-hash';
const NO_RECORD = 'none';

export function searchRecordKey(pathname: string): string {
  return `${SEARCH_RECORDS_PREFIX}${pathname === '/' ? '/index' : pathname}.json`;
}

function pathOfSearchRecordKey(key: string): string {
  const pathname = key.slice(SEARCH_RECORDS_PREFIX.length, -'.json'.length);
  return pathname === '/index' ? '/' : pathname;
}

/** What storing a page's record did to what the index is built from. */
export type SearchRecordChange = 'changed' | 'unchanged' | 'untouched';

/**
 * Stores the record of a page rendered from data read after `renderedFrom`, under the pages' rule
 * (never over a later render's), or the empty object when the page has none: gone (404), or no
 * longer searchable while a record is stored. A page that never had one gets nothing. Answers
 * `changed` when the record differs from the stored one, `unchanged` when it was written again as it
 * was (the stamp moves on), `untouched` when nothing was written.
 */
export async function storeSearchRecord(
  pathname: string,
  record: SearchRecord | undefined,
  gone: boolean,
  renderedFrom: number,
): Promise<SearchRecordChange> {
  const body = record ? JSON.stringify(record) : '';
  const hash = record ? createHash('sha256').update(body).digest('base64url') : NO_RECORD;
  const { written, before } = await putUnlessNewer(
    {
      Key: searchRecordKey(pathname),
      Body: body,
      ContentType: 'application/json; charset=utf-8',
      CacheControl: PAGE_CACHE_CONTROL,
      Metadata: { [RECORD_HASH_METADATA]: hash },
    },
    renderedFrom,
    (stored) => record !== undefined || gone || stored !== undefined,
  );
  if (!written) return 'untouched';
  return (before?.[RECORD_HASH_METADATA] ?? NO_RECORD) === hash ? 'unchanged' : 'changed';
}

/** A stored record as the bucket lists it: empty (`size` 0) for a page with none. */
export interface ListedSearchRecord {
  key: string;
  etag: string;
  size: number;
  lastModified: number;
}

/** Every stored record's key, ETag, size and last write, page after page of the listing. */
export async function listSearchRecords(): Promise<ListedSearchRecord[]> {
  return (await listObjects(`${SEARCH_RECORDS_PREFIX}/`)).flatMap((object) =>
    object.Key
      ? [
          {
            key: object.Key,
            etag: object.ETag ?? '',
            size: object.Size ?? 0,
            lastModified: object.LastModified?.getTime() ?? 0,
          },
        ]
      : [],
  );
}

/**
 * After a full render: deletes the records (and empty objects) of pages that are no longer public
 * pages at all (`pages`: every page the full render listed), unless a render that started after the
 * full render's own start (`renderStartedAt`) wrote them: a page published meanwhile keeps its
 * record. Answers how many it deleted.
 */
export async function pruneSearchRecords(pages: ReadonlySet<string>, renderStartedAt: number): Promise<number> {
  let deleted = 0;
  for (const { key } of await listSearchRecords()) {
    if (pages.has(pathOfSearchRecordKey(key))) continue;
    const stored = await storedHead(key);
    if (!stored || Number(stored.Metadata?.[RENDERED_FROM_METADATA] ?? 0) >= renderStartedAt) continue;
    await deleteObject(key);
    deleted += 1;
  }
  return deleted;
}
