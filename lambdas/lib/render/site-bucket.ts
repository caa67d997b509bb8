import {
  type _Object,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import { PAGE_LOCATION_METADATA, PAGE_STATUS_METADATA, RENDERED_PAGE_MAX_AGE_SECONDS } from '#shared/rendered-pages.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';

/**
 * The rendered pages in the site bucket (layout: shared/rendered-pages.ts). Pages are kept a
 * minute at the edge and in browsers: a re-render is seen within that, without an invalidation.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=${RENDERED_PAGE_MAX_AGE_SECONDS}, must-revalidate`;

export function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error instanceof NoSuchKey || status === 404 || (error as { name?: string }).name === 'NoSuchKey';
}

/** The SPA build's index.html as deployed: every page is rendered into it, so its asset links are the live ones. */
export async function readSpaTemplate(): Promise<string> {
  const object = await s3.send(new GetObjectCommand({ Bucket: config.siteBucket, Key: 'index.html' }));
  return (await object.Body?.transformToString('utf-8')) ?? '';
}

/**
 * Object metadata of every page and card: when the render that wrote it started, before it read
 * anything (milliseconds since the epoch). What it shows is at least that recent.
 */
export const RENDERED_FROM_METADATA = 'rendered-from';

/** A write whose condition another writer's write beat: read the stored object again and decide again. */
const MAX_CONDITIONAL_ATTEMPTS = 5;

function lostCondition(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || status === 409;
}

export type StoredHead = HeadObjectCommandOutput | undefined;

export async function storedHead(key: string): Promise<StoredHead> {
  try {
    return await s3.send(new HeadObjectCommand({ Bucket: config.siteBucket, Key: key }));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Writes an object of the renderer unless the stored one was rendered from newer data (a later
 * `renderedFrom`): a render that read its data before a change never replaces the page the
 * change's own render wrote, in whichever order the two writes arrive. The write is conditional on
 * the object that was judged (S3's If-Match, or If-None-Match when there was none), so a writer
 * in between makes it judge again; the local S3 honours the same conditions (infra/local/s3/s3-conditions.ts),
 * so parallel local render workers keep the rule too. Answers whether it wrote,
 * and the metadata of the object it judged (what it replaced).
 */
export async function putUnlessNewer(
  object: Omit<PutObjectCommandInput, 'Bucket' | 'Key'> & { Key: string },
  renderedFrom: number,
  /** Whether to write over what is stored (its metadata; undefined when nothing is): else nothing is written. */
  wanted: (stored: Record<string, string> | undefined) => boolean = () => true,
  /** The object's head as the caller just read it (undefined: none is stored), judged first instead of reading it again. */
  judged?: { head: StoredHead },
): Promise<{ written: boolean; before?: Record<string, string> }> {
  for (let attempt = 1; ; attempt++) {
    const stored = attempt === 1 && judged ? judged.head : await storedHead(object.Key);
    const before = stored && (stored.Metadata ?? {});
    // An object written before pages carried the stamp counts as the oldest.
    if (Number(before?.[RENDERED_FROM_METADATA] ?? 0) > renderedFrom || !wanted(before))
      return { written: false, before };
    try {
      await s3.send(
        new PutObjectCommand({
          ...object,
          Bucket: config.siteBucket,
          Metadata: { ...object.Metadata, [RENDERED_FROM_METADATA]: String(renderedFrom) },
          ...(stored?.ETag ? { IfMatch: stored.ETag } : { IfNoneMatch: '*' }),
        }),
      );
      return { written: true, before };
    } catch (error) {
      if (!lostCondition(error) || attempt >= MAX_CONDITIONAL_ATTEMPTS) throw error;
    }
  }
}

/** What the edge answers a stored page with: 200, 404 (its item is gone), or 301 to `location`. */
export type StoredPageStatus = { status: 200 | 404 } | { status: 301; location: string };

function metadataOf(page: StoredPageStatus): Record<string, string> {
  if (page.status === 301) return { [PAGE_STATUS_METADATA]: '301', [PAGE_LOCATION_METADATA]: page.location };
  return page.status === 404 ? { [PAGE_STATUS_METADATA]: '404' } : {};
}

/**
 * Stores a page rendered from data read after `renderedFrom`, unless a newer render stored it
 * already; a 404 page (its item is gone) and a redirect carry the status (and the location) for
 * the edge to answer with. Answers whether it was stored.
 */
export async function putPage(
  key: string,
  html: string,
  page: StoredPageStatus,
  renderedFrom: number,
): Promise<boolean> {
  const { written } = await putUnlessNewer(
    {
      Key: key,
      Body: html,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: PAGE_CACHE_CONTROL,
      Metadata: metadataOf(page),
    },
    renderedFrom,
  );
  return written;
}

/**
 * Stores a social card, under the same rule as its page; `drawnFor` (what it shows) lets the next
 * render skip an unchanged card. `judged`: the stored card's head as `storedCard` just read it.
 */
export async function putCard(
  key: string,
  png: Uint8Array,
  drawnFor: string,
  renderedFrom: number,
  judged?: { head: StoredHead },
): Promise<boolean> {
  const { written } = await putUnlessNewer(
    {
      Key: key,
      Body: png,
      ContentType: 'image/png',
      CacheControl: `public, max-age=${RENDERED_PAGE_MAX_AGE_SECONDS * 60}`,
      Metadata: { 'drawn-for': encodeURIComponent(drawnFor) },
    },
    renderedFrom,
    undefined,
    judged,
  );
  return written;
}

/** A stored card's head and what it shows (its `drawnFor`; undefined when there is none). */
export async function storedCard(key: string): Promise<{ head: StoredHead; drawnFor?: string }> {
  const head = await storedHead(key);
  const value = head?.Metadata?.['drawn-for'];
  return { head, drawnFor: value === undefined ? undefined : decodeURIComponent(value) };
}

/** What a stored card shows (its `drawnFor`), or undefined when there is none. */
export async function cardDrawnFor(key: string): Promise<string | undefined> {
  return (await storedCard(key)).drawnFor;
}

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: config.siteBucket, Key: key }));
}

/** Every object of the site bucket under `prefix`, page after page of the listing. */
export async function listObjects(prefix: string): Promise<_Object[]> {
  const objects: _Object[] = [];
  let token: string | undefined;
  do {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: config.siteBucket, Prefix: prefix, ContinuationToken: token }),
    );
    objects.push(...(listed.Contents ?? []));
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
  } while (token);
  return objects;
}
