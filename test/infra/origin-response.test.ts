import vm from 'node:vm';
import type { CloudFrontHeaders, CloudFrontResponseEvent, CloudFrontResultResponse } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_RESPONSE_SOURCE, originResponseFunctionCode } from '#infra/constructs/origin-response-function.ts';
import { VIEWER_FUNCTION_SOURCES, viewerFunctionCode } from '#infra/constructs/viewer-functions.ts';
import { originResponseHandler } from '#infra/edge/origin-response.ts';
import { isRenderedPagePath, NOT_FOUND_CACHE_CONTROL } from '#shared/rendered-pages.ts';

type OriginResponseHandler = (event: CloudFrontResponseEvent) => Promise<CloudFrontResultResponse>;

/** The rendered not-found page as the site bucket holds it (rendered at /404). */
const STORED_NOT_FOUND_PAGE =
  '<html><body><div id="root"><h1>Page not found</h1><p>There is no page at <code data-requested-path="">/404</code>.</p></div>' +
  '<script id="page-data" type="application/json">{}</script></body></html>';

/** The buckets and regions the stored-page reader was asked for. */
const reads: { bucket: string; key: string; region: string }[] = [];

/** The AWS SDK of the Lambda runtime, as far as the function uses it: one S3 client reading one object. */
const runtimeSdk = {
  S3Client: function S3Client(this: { region: string }, config: { region: string }) {
    this.region = config.region;
  },
  GetObjectCommand: function GetObjectCommand(this: { input: unknown }, input: unknown) {
    this.input = input;
  },
};
Object.assign(runtimeSdk.S3Client.prototype, {
  async send(this: { region: string }, command: { input: { Bucket: string; Key: string } }) {
    reads.push({ bucket: command.input.Bucket, key: command.input.Key, region: this.region });
    return { Body: { transformToString: async () => STORED_NOT_FOUND_PAGE } };
  },
});

/**
 * The deployed code (the inline CommonJS bundle) loaded the way Lambda loads `index.js`: alone, in
 * a fresh context with no globals but the language's own and the runtime's AWS SDK to require,
 * its `handler` export called.
 */
function deployedHandler(): OriginResponseHandler {
  const module = { exports: {} as { handler?: OriginResponseHandler } };
  const require = (name: string) => {
    if (name !== '@aws-sdk/client-s3') throw new Error(`The Lambda runtime has no module ${name}`);
    return runtimeSdk;
  };
  vm.runInNewContext(originResponseFunctionCode(), { module, exports: module.exports, require });
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

/** What a visitor gets at an address with no page: the not-found page naming it, 404, not kept. */
function notFoundAnswerFor(address: string, escaped = address) {
  return {
    status: '404',
    statusDescription: 'Not Found',
    headers: {
      'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
      'cache-control': [{ key: 'Cache-Control', value: 'no-cache' }],
    },
    body:
      '<html><body><div id="root"><h1>Page not found</h1>' +
      `<p>There is no page at <code data-requested-path="">${escaped}</code>.</p></div></body></html>`,
  };
}

describe.each([
  ['source', () => originResponseHandler(async () => STORED_NOT_FOUND_PAGE)],
  ['deployed bundle', deployedHandler],
])('origin-response function (%s)', (_, load) => {
  const handler = load();
  const answer = (uri: string, status: string, headers?: CloudFrontHeaders) =>
    handler(originResponse(uri, status, headers));

  it.each([
    ['404', '/_pages/posts/mistyped-slug/index.html', '/posts/mistyped-slug'],
    ['403', '/_pages/posts/mistyped-slug/index.html', '/posts/mistyped-slug'],
    ['404', '/_pages/index.html', '/'],
    ['404', '/_pages/tech-docs/a/b/index.html', '/tech-docs/a/b'],
    ['404', '/_pages/does-not-exist/index.html', '/does-not-exist'],
  ])('answers an origin %s for %s with the not-found page naming %s, 404, not cached', async (status, uri, address) => {
    expect(await answer(uri, status)).toEqual(notFoundAnswerFor(address));
  });

  it('writes the address into the page escaped (what a visitor typed is text, never markup)', async () => {
    const typed = '/posts/<img src=x onerror=alert(1)>&"\'';
    const result = await answer(`/_pages${typed}/index.html`, '404');
    expect(result).toEqual(notFoundAnswerFor(typed, '/posts/&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;'));
  });

  it('answers with the cache rule the preview server uses (shared/rendered-pages.ts NOT_FOUND_CACHE_CONTROL)', async () => {
    const result = await answer('/_pages/posts/x/index.html', '404');
    expect(result.headers?.['cache-control']?.[0]?.value).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  it('passes the not-found page itself through even when it is missing, so it never redirects to itself', async () => {
    const event = originResponse('/_pages/404.html', '404');
    expect(await handler(event)).toBe(event.Records[0]?.cf.response);
  });

  it.each([
    ['404', '/assets/missing-chunk.js'],
    ['404', '/favicon.svg'],
    ['404', '/_pages/cards/posts/gone.png'],
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
  const sourceHandler = originResponseHandler(async () => STORED_NOT_FOUND_PAGE);
  /** What a visitor gets for a path when the bucket has no object for it. */
  const missing = async (path: string) =>
    (await sourceHandler(originResponse(viewerRequest({ request: { uri: path } }).uri, '404'))).status;

  it('answers every path of a rendered kind that has no page with 404 at its own address', async () => {
    for (const path of ['/', '/posts/mistyped-slug', '/projects/3f2a', '/tags/nope/', '/tech-docs/a/b', '/about']) {
      expect(isRenderedPagePath(path), path).toBe(true);
      expect(await missing(path), path).toBe('404');
    }
  });

  it('answers a path that is neither a rendered page nor a screen of the SPA with the not-found page (no soft 404)', async () => {
    for (const path of ['/does-not-exist', '/users/edit', '/admin/nowhere', '/posts/a/b']) {
      expect(viewerRequest({ request: { uri: path } }).uri, path).not.toBe('/index.html');
      const result = await sourceHandler(originResponse(viewerRequest({ request: { uri: path } }).uri, '404'));
      expect(result.status, path).toBe('404');
      expect(result.body, path).toContain(`<code data-requested-path="">${path}</code>`);
    }
  });

  it('leaves a missing file, the SPA shell and the not-found page with the origin’s own answer', async () => {
    for (const path of ['/assets/x.js', '/favicon.svg', '/login', '/posts/create', '/users/edit/42', '/404']) {
      const event = originResponse(viewerRequest({ request: { uri: path } }).uri, '404');
      expect(await sourceHandler(event), path).toBe(event.Records[0]?.cf.response);
    }
  });
});

describe('origin-response function code', () => {
  it('is one small CommonJS file that requires only the runtime’s S3 client (no environment)', () => {
    const code = originResponseFunctionCode();
    expect(Buffer.byteLength(code)).toBeLessThan(8192);
    expect(code.match(/\brequire\([^)]*\)/g)).toEqual(['require("@aws-sdk/client-s3")']);
    expect(code).not.toContain('process.env');
    expect(code).toContain('module.exports');
  });

  it('reads the not-found page from the bucket CloudFront asked, in its region, and keeps it a minute', async () => {
    reads.length = 0;
    const handler = deployedHandler();
    await handler(originResponse('/_pages/posts/a/index.html', '404'));
    await handler(originResponse('/_pages/posts/b/index.html', '404'));
    expect(reads).toEqual([{ bucket: 'site-bucket', key: '_pages/404.html', region: 'eu-west-1' }]);
  });
});
