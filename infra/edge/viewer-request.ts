import {
  isRenderedPagePath,
  NOT_FOUND_PAGE_KEY,
  NOT_FOUND_PAGE_PATH,
  renderedPageKey,
} from '#shared/rendered-pages.ts';
import { isSpaScreenPath } from '#shared/site-paths.ts';
import type { EdgeRequest, ViewerRequestEvent } from './event';

/**
 * The default behaviour's viewer-request function (CloudFront Functions, cloudfront-js-2.0;
 * bundled by infra/constructs/viewer-functions.ts). It picks the site bucket object of a path:
 *
 * - a rendered public page (shared/rendered-pages.ts, the renderer's own rule): its rendered HTML,
 *   `/` → `/_pages/index.html`, `/posts/hello` → `/_pages/posts/hello/index.html`;
 * - `/404`: the rendered not-found page, `/_pages/404.html` (answered 404 by the viewer-response function);
 * - a screen of the SPA (account, admin and editor screens, shared/site-paths.ts): the SPA shell, `/index.html`;
 * - any other path whose last segment has no file extension: where its rendered page would be,
 *   `/does-not-exist` → `/_pages/does-not-exist/index.html`;
 * - a file (`/assets/…`, `/favicon.svg`): itself.
 *
 * A missing file answers S3's 404 (the origin may list the bucket, so a missing key is not a 403);
 * a page that is not there (never rendered, or no page at all) is answered by the origin-response
 * function (infra/edge/origin-response.ts) with the not-found page and 404, at its own address. It runs on the default behaviour only: a distribution-wide error
 * page would also turn the API's 403 and 404 answers under /api/* into HTML.
 */
export function handler(event: ViewerRequestEvent): EdgeRequest {
  const request = event.request;
  const uri = request.uri;
  if (uri === NOT_FOUND_PAGE_PATH || uri === `${NOT_FOUND_PAGE_PATH}/`) {
    request.uri = `/${NOT_FOUND_PAGE_KEY}`;
  } else if (isRenderedPagePath(uri)) {
    request.uri = `/${renderedPageKey(uri)}`;
  } else if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = isSpaScreenPath(uri) ? '/index.html' : `/${renderedPageKey(uri)}`;
  }
  return request;
}
