import vm from 'node:vm';
import type { CloudFrontHeaders, CloudFrontResponseEvent, CloudFrontResultResponse } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_RESPONSE_SOURCE, originResponseFunctionCode } from '#infra/constructs/origin-response-function.ts';
import { VIEWER_FUNCTION_SOURCES, viewerFunctionCode } from '#infra/constructs/viewer-functions.ts';
import { handler as sourceHandler } from '#infra/edge/origin-response.ts';
import { isRenderedPagePath, NEVER_RENDERED_REDIRECT } from '#shared/rendered-pages.ts';

type OriginResponseHandler = (event: CloudFrontResponseEvent) => Promise<CloudFrontResultResponse>;

/**
 * The deployed code (the inline CommonJS bundle) loaded the way Lambda loads `index.js`: alone, in
 * a fresh context with no globals but the language's own, its `handler` export called.
 */
function deployedHandler(): OriginResponseHandler {
  const module = { exports: {} as { handler?: OriginResponseHandler } };
  vm.runInNewContext(originResponseFunctionCode(), { module, exports: module.exports });
  const handler = module.exports.handler;
  if (!handler) throw new Error(`${ORIGIN_RESPONSE_SOURCE} exports no handler`);
  return handler;
}

/** A CloudFront origin-response event for the S3 origin (Lambda@Edge event structure, one record). */
function originResponse(uri: string, status: string, headers: CloudFrontHeaders = {}): CloudFrontResponseEvent {
  return {
    Records: [
      {
        cf: {
          config: {
            distributionDomainName: 'd111111abcdef8.cloudfront.net',
            distributionId: 'EDFDVBD6EXAMPLE',
            eventType: 'origin-response',
            requestId: '4TyzHTaYWb1GX1qTfsHhEqV6HUDd_BzoBZnwfnvQc_1oF26ClkoUSEQ==',
          },
          request: {
            clientIp: '203.0.113.178',
            method: 'GET',
            querystring: '',
            uri,
            headers: { host: [{ key: 'Host', value: 'site-bucket.s3.eu-west-1.amazonaws.com' }] },
            origin: {
              s3: {
                authMethod: 'origin-access-identity',
                customHeaders: {},
                domainName: 'site-bucket.s3.eu-west-1.amazonaws.com',
                path: '',
                region: 'eu-west-1',
              },
            },
          },
          response: {
            status,
            statusDescription: status === '200' ? 'OK' : status === '403' ? 'Forbidden' : 'Not Found',
            headers: {
              'content-type': [{ key: 'Content-Type', value: status === '200' ? 'text/html' : 'application/xml' }],
              ...headers,
            },
          },
        },
      },
    ],
  };
}

const REDIRECT_TO_NOT_FOUND = {
  status: '302',
  statusDescription: 'Found',
  headers: {
    location: [{ key: 'Location', value: '/404' }],
    'cache-control': [{ key: 'Cache-Control', value: 'no-cache' }],
  },
  body: '',
};

describe.each([
  ['source', () => sourceHandler as OriginResponseHandler],
  ['deployed bundle', deployedHandler],
])('origin-response function (%s)', (_, load) => {
  const handler = load();
  const answer = (uri: string, status: string, headers?: CloudFrontHeaders) =>
    handler(originResponse(uri, status, headers));

  it.each([
    ['404', '/_pages/posts/mistyped-slug/index.html'],
    ['403', '/_pages/posts/mistyped-slug/index.html'],
    ['404', '/_pages/index.html'],
    ['404', '/_pages/tech-docs/a/b/index.html'],
    ['404', '/_pages/cards/posts/gone.png'],
  ])('sends an origin %s for %s (never rendered) to /404, not cached, without S3’s error body', async (status, uri) => {
    expect(await answer(uri, status)).toEqual(REDIRECT_TO_NOT_FOUND);
  });

  it('answers what the preview server answers there (shared/rendered-pages.ts NEVER_RENDERED_REDIRECT)', async () => {
    const redirect = await answer('/_pages/posts/x/index.html', '404');
    expect(redirect.status).toBe(String(NEVER_RENDERED_REDIRECT.status));
    expect(redirect.headers?.location?.[0]?.value).toBe(NEVER_RENDERED_REDIRECT.location);
    expect(redirect.headers?.['cache-control']?.[0]?.value).toBe(NEVER_RENDERED_REDIRECT.cacheControl);
  });

  it('passes the not-found page itself through even when it is missing, so it never redirects to itself', async () => {
    const event = originResponse('/_pages/404.html', '404');
    expect(await handler(event)).toBe(event.Records[0]?.cf.response);
  });

  it.each([
    ['404', '/assets/missing-chunk.js'],
    ['404', '/favicon.svg'],
    ['403', '/index.html'],
    ['404', '/_pagesx/posts/hello/index.html'],
    ['500', '/_pages/posts/hello/index.html'],
    ['503', '/_pages/posts/hello/index.html'],
    ['304', '/_pages/posts/hello/index.html'],
  ])('passes an origin %s for %s through unchanged', async (status, uri) => {
    const event = originResponse(uri, status);
    expect(await handler(event)).toBe(event.Records[0]?.cf.response);
  });

  it('passes a rendered page through with its headers, page-status included (the viewer-response function reads it)', async () => {
    const event = originResponse('/_pages/posts/gone/index.html', '200', {
      'x-amz-meta-page-status': [{ key: 'x-amz-meta-page-status', value: '404' }],
    });
    const result = await handler(event);
    expect(result).toBe(event.Records[0]?.cf.response);
    expect(result.headers?.['x-amz-meta-page-status']).toEqual([{ key: 'x-amz-meta-page-status', value: '404' }]);
  });
});

describe('viewer-request then origin-response, as CloudFront chains them on the default behaviour', () => {
  const viewerRequest = vm.runInNewContext(
    `${viewerFunctionCode(VIEWER_FUNCTION_SOURCES.request)}\nhandler;`,
    {},
  ) as (event: { request: { uri: string } }) => { uri: string };
  /** What a visitor gets for a path when the bucket has no object for it. */
  const missing = async (path: string) =>
    (await sourceHandler(originResponse(viewerRequest({ request: { uri: path } }).uri, '404'))).status;

  it('sends every path of a rendered kind that has no page to /404', async () => {
    for (const path of ['/', '/posts/mistyped-slug', '/projects/3f2a', '/tags/nope/', '/tech-docs/a/b', '/about']) {
      expect(isRenderedPagePath(path), path).toBe(true);
      expect(await missing(path), path).toBe('302');
    }
  });

  it('leaves a missing file, the SPA shell and the not-found page with the origin’s own answer', async () => {
    for (const path of ['/assets/x.js', '/favicon.svg', '/login', '/posts/create', '/404']) {
      expect(await missing(path), path).toBe('404');
    }
  });
});

describe('origin-response function code', () => {
  it('is one small CommonJS file that requires nothing at run time (no SDK, no environment)', () => {
    const code = originResponseFunctionCode();
    expect(Buffer.byteLength(code)).toBeLessThan(4096);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).not.toContain('process.env');
    expect(code).toContain('module.exports');
  });
});
