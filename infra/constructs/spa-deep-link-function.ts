import { FunctionCode, FunctionRuntime, Function as ViewerFunction } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * CloudFront Functions source (cloudfront-js-2.0). A path whose last segment has no file extension
 * is a client-side route (a deep link such as /docs/intro), so it is answered with the SPA shell;
 * anything with an extension is a real file and a missing one stays a 403/404.
 * This runs on the default behaviour only: a distribution-wide error page would also turn API
 * errors under /api/* into index.html.
 */
export const SPA_DEEP_LINK_CODE = `function handler(event) {
  const request = event.request;
  const lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export function spaDeepLinkFunction(scope: Construct, id: string): ViewerFunction {
  return new ViewerFunction(scope, id, {
    comment: 'Serves /index.html for SPA routes (paths without a file extension)',
    code: FunctionCode.fromInline(SPA_DEEP_LINK_CODE),
    runtime: FunctionRuntime.JS_2_0,
  });
}
