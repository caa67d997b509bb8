import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { CloudFrontRequest, CloudFrontResponseEvent, CloudFrontResultResponse } from 'aws-lambda';
import {
  missingPagePath,
  NOT_FOUND_CACHE_CONTROL,
  NOT_FOUND_PAGE_KEY,
  notFoundPageAt,
  RENDERED_PAGE_MAX_AGE_SECONDS,
  REQUESTED_PATH_ATTRIBUTE,
} from '#shared/rendered-pages.ts';

/** The statuses the site bucket answers for a missing key: 404 (the origin may list it), 403 without ListBucket. */
const MISSING_OBJECT_STATUSES = ['403', '404'];

/** What the not-found page looks like before the first render-all stored one: plain, and still a 404. */
const FALLBACK_NOT_FOUND_PAGE =
  '<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>Page not found</title>' +
  `<h1>Page not found</h1><p>There is no page at <code ${REQUESTED_PATH_ATTRIBUTE}=""></code>.</p><a href="/">Home</a>`;

/** SDK clients by region, kept across invocations of the same instance. */
const clients = new Map<string, S3Client>();
/** The stored not-found page, kept as long as a rendered page is kept at the edge (a re-render shows within a minute). */
let notFoundPage: { html: string; bucket: string; until: number } | undefined;

/** The site bucket and its region, from the S3 origin CloudFront asked (`<bucket>.s3.<region>.amazonaws.com`). */
function siteBucketOf(request: Pick<CloudFrontRequest, 'origin'>): { bucket: string; region: string } {
  const origin = request.origin?.s3;
  const bucket = origin?.domainName.split('.s3.')[0];
  if (!origin?.region || !bucket) throw new Error('The origin-response function runs on the site bucket origin only');
  return { bucket, region: origin.region };
}

/** Reads the stored not-found page of the bucket CloudFront asked (the fallback while none is stored). */
export type NotFoundPageReader = (request: Pick<CloudFrontRequest, 'origin'>, now: number) => Promise<string>;

const readStoredNotFoundPage: NotFoundPageReader = async (request, now) => {
  const { bucket, region } = siteBucketOf(request);
  if (notFoundPage && notFoundPage.bucket === bucket && notFoundPage.until > now) return notFoundPage.html;
  const client = clients.get(region) ?? new S3Client({ region });
  clients.set(region, client);
  let html = FALLBACK_NOT_FOUND_PAGE;
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: NOT_FOUND_PAGE_KEY }));
    html = (await object.Body?.transformToString('utf-8')) ?? FALLBACK_NOT_FOUND_PAGE;
  } catch (error) {
    if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
  }
  notFoundPage = { html, bucket, until: now + RENDERED_PAGE_MAX_AGE_SECONDS * 1000 };
  return html;
};

/**
 * The default behaviour's origin-response function (Lambda@Edge, bundled by
 * infra/constructs/origin-response-function.ts). The viewer-request function has mapped a page path
 * to where its rendered page is (`/posts/hello` → `/_pages/posts/hello/index.html`; an address that
 * is no page and no screen of the SPA to where it would be). When the bucket has no such object (a
 * mistyped slug, a page before the first render-all, no page at all), this answers 404 at that
 * address with the rendered not-found page (`_pages/404.html`, read with the SDK and kept a
 * minute), the address written into it; the preview server answers alike. Every other answer
 * passes through unchanged.
 *
 * Lambda@Edge, not the viewer-response function: CloudFront runs no viewer-response function when
 * the origin answers 400 or more, but it runs the origin-response function on every answer it gets
 * from the origin, before caching it, and may replace it with a body of its own. A custom error
 * response could not say the address, and it applies to the whole distribution: it would replace
 * the API's own 403 and 404 answers.
 *
 * Lambda@Edge has no environment variables: the bucket is the one CloudFront asked.
 */
export function originResponseHandler(readNotFoundPage: NotFoundPageReader) {
  return async (event: CloudFrontResponseEvent): Promise<CloudFrontResultResponse> => {
    const record = event.Records[0];
    if (!record) throw new Error('An origin-response event carries one record');
    const { request, response } = record.cf;
    const address = missingPagePath(request.uri.replace(/^\/+/, ''));
    if (address === undefined || MISSING_OBJECT_STATUSES.indexOf(response.status) === -1) return response;
    return {
      status: '404',
      statusDescription: 'Not Found',
      headers: {
        'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
        'cache-control': [{ key: 'Cache-Control', value: NOT_FOUND_CACHE_CONTROL }],
      },
      body: notFoundPageAt(await readNotFoundPage(request, Date.now()), address),
    };
  };
}

export const handler = originResponseHandler(readStoredNotFoundPage);
