import { PAGE_LOCATION_METADATA, PAGE_STATUS_METADATA } from '#shared/rendered-pages.ts';
import type { EdgeResponse, ViewerResponseEvent } from './event';

/** S3 answers an object's user metadata as `x-amz-meta-<name>` headers. */
const PAGE_STATUS_HEADER = `x-amz-meta-${PAGE_STATUS_METADATA}`;
const PAGE_LOCATION_HEADER = `x-amz-meta-${PAGE_LOCATION_METADATA}`;

/**
 * The default behaviour's viewer-response function (CloudFront Functions, cloudfront-js-2.0;
 * bundled by infra/constructs/viewer-functions.ts). The renderer stores a page whose item is gone,
 * and the not-found page, with the metadata `page-status: 404`: that page is answered with status
 * 404, and the header itself never reaches the visitor. A redirect the renderer stores at a
 * published post's earlier address (`page-status: 301`, `page-location: /posts/<current>`) is
 * answered 301 with that `Location`: S3's own redirect metadata is honoured only by its website
 * endpoint, which this origin is not (docs/decisions.md). It runs on cache hits too, so the cached
 * object stays a plain 200 from S3 and the status follows the object's current metadata.
 *
 * CloudFront runs no viewer-response function when the origin answers 400 or more, so S3's 404
 * for a page that was never rendered is turned into a redirect to /404 by the origin-response
 * function (Lambda@Edge, infra/edge/origin-response.ts), which CloudFront runs on every origin answer.
 */
export function handler(event: ViewerResponseEvent): EdgeResponse {
  const response = event.response;
  const status = response.headers[PAGE_STATUS_HEADER];
  const location = response.headers[PAGE_LOCATION_HEADER];
  if (location) delete response.headers[PAGE_LOCATION_HEADER];
  if (status) {
    delete response.headers[PAGE_STATUS_HEADER];
    if (status.value === '301' && location && response.statusCode === 200) {
      response.statusCode = 301;
      response.statusDescription = 'Moved Permanently';
      response.headers.location = { value: location.value };
    }
    // A 304 (the browser's copy is current) stays a 304: it carries no page to answer with.
    if (status.value === '404' && response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}
