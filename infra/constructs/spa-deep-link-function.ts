/**
 * The SPA-only viewer-request rewrite the distribution ran before rendered pages
 * (docs/rendering.md): a path whose last segment has no file extension is a client-side route,
 * answered with the SPA shell; anything with an extension is a real file. The Web stack now deploys
 * infra/edge/viewer-request.ts (rendered pages first, then this rule). Kept for
 * `npm run bench:web`'s CloudFront-like server (test/bench/web-quality/), which serves a plain SPA
 * build without rendered pages.
 */
export const SPA_DEEP_LINK_CODE = `function handler(event) {
  const request = event.request;
  const lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
