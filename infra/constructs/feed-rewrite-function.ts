import { FunctionCode, FunctionRuntime, Function as ViewerFunction } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { SITE_FEEDS } from '#shared/feeds.ts';

/**
 * CloudFront Functions source (cloudfront-js-2.0) for /sitemap.xml and /rss.xml: sends the
 * request to the feed's API route, and keeps the host the visitor asked for in
 * `x-forwarded-host` (API Gateway needs its own Host) so the feeds can build absolute links.
 */
export function feedRewriteCode(): string {
  const routes = Object.fromEntries(SITE_FEEDS.map((feed) => [feed.sitePath, feed.apiPath]));
  return `var ROUTES = ${JSON.stringify(routes)};
function handler(event) {
  var request = event.request;
  var target = ROUTES[request.uri];
  if (target) {
    request.headers['x-forwarded-host'] = { value: request.headers.host.value };
    request.uri = target;
  }
  return request;
}`;
}

export function feedRewriteFunction(scope: Construct, id: string): ViewerFunction {
  return new ViewerFunction(scope, id, {
    comment: 'Serves /sitemap.xml and /rss.xml from their API routes',
    code: FunctionCode.fromInline(feedRewriteCode()),
    runtime: FunctionRuntime.JS_2_0,
  });
}
