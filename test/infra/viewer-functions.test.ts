import vm from 'node:vm';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  CLOUDFRONT_JS_2_0,
  VIEWER_FUNCTION_SOURCES,
  viewerFunctionCode,
} from '#infra/constructs/viewer-functions.ts';
import { isRenderedPagePath, renderedPageKey, siteObjectKey } from '#shared/rendered-pages.ts';

type Headers = Record<string, { value: string }>;
type Response = { statusCode: number; statusDescription?: string; headers: Headers };

/**
 * The generated script run the way CloudFront runs it: alone, in a fresh context with only the
 * language's built-ins (no Node globals, no module system), its top-level `handler` called.
 */
function edgeHandler<Event, Result>(source: string): (event: Event) => Result {
  return vm.runInNewContext(`${viewerFunctionCode(source)}\nhandler;`, {}) as (event: Event) => Result;
}

const viewerRequest = edgeHandler<{ request: { uri: string } }, { uri: string }>(VIEWER_FUNCTION_SOURCES.request);
const rewrite = (uri: string) => viewerRequest({ request: { uri } }).uri;
const viewerResponse = edgeHandler<{ request: { uri: string }; response: Response }, Response>(
  VIEWER_FUNCTION_SOURCES.response,
);
const respond = (statusCode: number, headers: Headers) =>
  viewerResponse({ request: { uri: '/_pages/posts/gone/index.html' }, response: { statusCode, headers } });

/** Request path → the bucket object the edge asks for. */
const REQUESTS: ReadonlyArray<readonly [string, string]> = [
  ['/', '/_pages/index.html'],
  ['/posts/hello', '/_pages/posts/hello/index.html'],
  ['/posts/hello/', '/_pages/posts/hello/index.html'],
  ['/posts', '/_pages/posts/index.html'],
  ['/posts/create', '/index.html'],
  ['/posts/edit/1', '/index.html'],
  ['/projects/add', '/index.html'],
  ['/projects/3f2a', '/_pages/projects/3f2a/index.html'],
  ['/tech-docs/a/b', '/_pages/tech-docs/a/b/index.html'],
  ['/topics/x', '/_pages/topics/x/index.html'],
  ['/topics/add', '/index.html'],
  ['/tags/react', '/_pages/tags/react/index.html'],
  ['/topics', '/_pages/topics/index.html'],
  ['/tags', '/_pages/tags/index.html'],
  ['/categories', '/_pages/categories/index.html'],
  ['/categories/notes', '/_pages/categories/notes/index.html'],
  ['/categories/add', '/index.html'],
  ['/categories/edit/1', '/index.html'],
  ['/about', '/_pages/about/index.html'],
  ['/login', '/index.html'],
  ['/admin', '/index.html'],
  ['/dashboard', '/index.html'],
  ['/users/edit/42', '/index.html'],
  ['/404', '/_pages/404.html'],
  ['/assets/x.js', '/assets/x.js'],
  ['/favicon.svg', '/favicon.svg'],
  ['/.well-known/security.txt', '/.well-known/security.txt'],
  ['/_pages/cards/site.png', '/_pages/cards/site.png'],
];

/**
 * Addresses that are neither a rendered page nor a screen of the SPA → where their page would be:
 * the bucket has no object there, so the origin-response function answers the not-found page, 404.
 */
const NO_PAGE_REQUESTS: ReadonlyArray<readonly [string, string]> = [
  ['/does-not-exist', '/_pages/does-not-exist/index.html'],
  ['/dashboard/users', '/_pages/dashboard/users/index.html'],
  ['/users/edit', '/_pages/users/edit/index.html'],
];

describe('viewer-request function (default behaviour)', () => {
  it.each(REQUESTS)('serves %s from %s', (uri, object) => {
    expect(rewrite(uri)).toBe(object);
  });

  it.each(NO_PAGE_REQUESTS)('asks for %s where its page would be, %s (none is there: 404)', (uri, object) => {
    expect(isRenderedPagePath(uri)).toBe(false);
    expect(rewrite(uri)).toBe(object);
  });

  it('asks for a rendered page exactly where the renderer stores it, for exactly the paths it renders', () => {
    for (const [uri] of REQUESTS) {
      if (uri === '/404') continue;
      expect(rewrite(uri) === `/${renderedPageKey(uri)}`, uri).toBe(isRenderedPagePath(uri));
    }
  });

  it('passes the percent-encoded address of a Unicode slug on, which S3 decodes into the UTF-8 key the renderer wrote', () => {
    const slug = 'مقالة-عن-الحوسبة';
    const asked = rewrite(`/posts/${encodeURIComponent(slug)}`);
    expect(asked).toBe(`/_pages/posts/${encodeURIComponent(slug)}/index.html`);
    expect(decodeURIComponent(asked.slice(1))).toBe(renderedPageKey(`/posts/${slug}`));
    expect(siteObjectKey(`/posts/${encodeURIComponent(slug)}`)).toBe(renderedPageKey(`/posts/${slug}`));
  });
});

describe('viewer-response function (default behaviour)', () => {
  it('answers a page stored with page-status 404 with status 404, without the metadata header', () => {
    const response = respond(200, {
      'x-amz-meta-page-status': { value: '404' },
      'content-type': { value: 'text/html; charset=utf-8' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.statusDescription).toBe('Not Found');
    expect(Object.keys(response.headers)).toEqual(['content-type']);
  });

  it('answers a redirect stored at an earlier address with 301 and its Location, without the metadata headers', () => {
    const response = respond(200, {
      'x-amz-meta-page-status': { value: '301' },
      'x-amz-meta-page-location': { value: '/posts/new-slug' },
      'content-type': { value: 'text/html; charset=utf-8' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.statusDescription).toBe('Moved Permanently');
    expect(response.headers).toEqual({
      'content-type': { value: 'text/html; charset=utf-8' },
      location: { value: '/posts/new-slug' },
    });
  });

  it('leaves every other answer as it is', () => {
    expect(respond(200, { 'cache-control': { value: 'no-cache' } })).toEqual({
      statusCode: 200,
      headers: { 'cache-control': { value: 'no-cache' } },
    });
    // A revalidated copy stays a 304 (the browser keeps the 404 it has); the header still goes.
    expect(respond(304, { 'x-amz-meta-page-status': { value: '404' } })).toEqual({ statusCode: 304, headers: {} });
  });
});

describe('generated CloudFront Functions code (cloudfront-js-2.0)', () => {
  const sources = Object.values(VIEWER_FUNCTION_SOURCES);

  it('is a plain script with a top-level handler: no module syntax, no TypeScript, no loader helper', () => {
    for (const source of sources) {
      const code = viewerFunctionCode(source);
      expect(code, source).toMatch(/^function handler\(event\) \{$/m);
      expect(code, source).not.toMatch(/^\s*(import|export)\b/m);
      expect(code, source).not.toMatch(/__name|require\(|: string|: boolean/);
      expect(Buffer.byteLength(code), source).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_MAX_BYTES);
    }
  });

  it('uses none of the syntax the runtime lacks (for-of, ??, ?., spread, classes)', () => {
    for (const source of sources) {
      const code = viewerFunctionCode(source);
      expect(code, source).not.toMatch(/\bfor\s*\((const|let|var)\s+\w+\s+of\b|\?\?|\?\.|\.\.\.|\bclass\s/);
    }
  });

  it('is built with settings that lower ?? and refuse what cannot be lowered', () => {
    const lowered = transformSync('var a = b ?? c;', { loader: 'js', ...CLOUDFRONT_JS_2_0 }).code;
    expect(lowered).not.toContain('??');
    expect(() => transformSync('for (const a of b) {}', { loader: 'js', ...CLOUDFRONT_JS_2_0 })).toThrow(/for-of/);
    expect(() => transformSync('class A {}', { loader: 'js', ...CLOUDFRONT_JS_2_0 })).toThrow();
    // What the runtime lists stays as written.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text with a template literal in it.
    const listed = 'const f = (...a) => `${a.length ** 2}`';
    expect(transformSync(`${listed};`, { loader: 'js', ...CLOUDFRONT_JS_2_0 }).code).toContain(listed);
  });
});
