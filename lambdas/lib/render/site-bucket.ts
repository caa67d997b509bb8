import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { PAGE_STATUS_METADATA, RENDERED_PAGE_MAX_AGE_SECONDS, RENDERED_PAGES_PREFIX } from '#shared/rendered-pages.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';

/**
 * The rendered pages in the site bucket (layout: shared/rendered-pages.ts). Pages are kept a
 * minute at the edge and in browsers: a re-render is seen within that, without an invalidation.
 */
const PAGE_CACHE_CONTROL = `public, max-age=${RENDERED_PAGE_MAX_AGE_SECONDS}, must-revalidate`;

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error instanceof NoSuchKey || status === 404 || (error as { name?: string }).name === 'NoSuchKey';
}

/** The SPA build's index.html as deployed: every page is rendered into it, so its asset links are the live ones. */
export async function readSpaTemplate(): Promise<string> {
  const object = await s3.send(new GetObjectCommand({ Bucket: config.siteBucket, Key: 'index.html' }));
  return (await object.Body?.transformToString('utf-8')) ?? '';
}

/** Stores a page; a 404 page (its item is gone) carries the status for the edge to answer with. */
export async function putPage(key: string, html: string, status: 200 | 404): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.siteBucket,
      Key: key,
      Body: html,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: PAGE_CACHE_CONTROL,
      Metadata: status === 404 ? { [PAGE_STATUS_METADATA]: '404' } : undefined,
    }),
  );
}

/** Stores a social card; `drawnFor` (what it shows) lets the next render skip an unchanged card. */
export async function putCard(key: string, png: Uint8Array, drawnFor: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.siteBucket,
      Key: key,
      Body: png,
      ContentType: 'image/png',
      CacheControl: `public, max-age=${RENDERED_PAGE_MAX_AGE_SECONDS * 60}`,
      Metadata: { 'drawn-for': encodeURIComponent(drawnFor) },
    }),
  );
}

/** What a stored card shows (its `drawnFor`), or undefined when there is none. */
export async function cardDrawnFor(key: string): Promise<string | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: config.siteBucket, Key: key }));
    const value = head.Metadata?.['drawn-for'];
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A stored page's HTML and status, or undefined when none is stored. */
export async function readPage(key: string): Promise<{ html: string; status: number } | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.siteBucket, Key: key }));
    const status = object.Metadata?.[PAGE_STATUS_METADATA] === '404' ? 404 : 200;
    return { html: (await object.Body?.transformToString('utf-8')) ?? '', status };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: config.siteBucket, Key: key }));
}

/** Every stored page's key and when it was last written (the sitemap's lastmod). */
export async function listStoredPages(): Promise<Array<{ key: string; lastModified?: Date }>> {
  const pages: Array<{ key: string; lastModified?: Date }> = [];
  let token: string | undefined;
  do {
    const listed = await s3.send(
      new ListObjectsV2Command({
        Bucket: config.siteBucket,
        Prefix: `${RENDERED_PAGES_PREFIX}/`,
        ContinuationToken: token,
      }),
    );
    for (const object of listed.Contents ?? []) {
      if (object.Key?.endsWith('/index.html') || object.Key === `${RENDERED_PAGES_PREFIX}/index.html`) {
        pages.push({ key: object.Key, lastModified: object.LastModified });
      }
    }
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
  } while (token);
  return pages;
}
