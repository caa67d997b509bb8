import type { CloudFrontResponseEvent, CloudFrontResultResponse } from 'aws-lambda';
import { NEVER_RENDERED_REDIRECT, NOT_FOUND_PAGE_KEY, RENDERED_PAGES_PREFIX } from '#shared/rendered-pages.ts';

/** The statuses the site bucket answers for a missing key: 404 (the origin may list it), 403 without ListBucket. */
const MISSING_OBJECT_STATUSES = ['403', '404'];

/**
 * The default behaviour's origin-response function (Lambda@Edge, bundled by
 * infra/constructs/origin-response-function.ts). The viewer-request function has already mapped a
 * rendered page's path to its object (`/posts/hello` → `/_pages/posts/hello/index.html`); when the
 * bucket has no such object (a mistyped slug, or a page before the first render-all), the visitor
 * is sent to the rendered not-found page (`302 Location: /404`), as the preview server does. The
 * not-found page itself is never redirected (no loop while it is not rendered yet), and every
 * other answer passes through unchanged.
 *
 * Lambda@Edge, not the viewer-response function: CloudFront runs no viewer-response function when
 * the origin answers 400 or more, but it runs the origin-response function on every answer it gets
 * from the origin, before caching it. A custom error response could not do it either: it applies
 * to the whole distribution, and would replace the API's own 403 and 404 answers.
 *
 * Self-contained and tiny: no SDK, no I/O, no environment (Lambda@Edge has no environment variables).
 */
export async function handler(event: CloudFrontResponseEvent): Promise<CloudFrontResultResponse> {
  const record = event.Records[0];
  if (!record) throw new Error('An origin-response event carries one record');
  const { request, response } = record.cf;
  const neverRendered =
    MISSING_OBJECT_STATUSES.indexOf(response.status) !== -1 &&
    request.uri.startsWith(`/${RENDERED_PAGES_PREFIX}/`) &&
    request.uri !== `/${NOT_FOUND_PAGE_KEY}`;
  if (!neverRendered) return response;
  return {
    status: String(NEVER_RENDERED_REDIRECT.status),
    statusDescription: 'Found',
    headers: {
      location: [{ key: 'Location', value: NEVER_RENDERED_REDIRECT.location }],
      'cache-control': [{ key: 'Cache-Control', value: NEVER_RENDERED_REDIRECT.cacheControl }],
    },
    // Without a body of its own the answer would carry S3's error document.
    body: '',
  };
}
