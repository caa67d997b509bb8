import { readdir, readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { CONTENT_BASE_PATH, CONTENT_KEY_PREFIX } from '#shared/content.ts';
import { SITE_FEEDS } from '#shared/feeds.ts';
import { MEDIA_BASE_PATH, MEDIA_CACHE_CONTROL, MEDIA_KEY_PREFIX } from '#shared/media.ts';
import {
  missingPagePath,
  NOT_FOUND_CACHE_CONTROL,
  NOT_FOUND_PAGE_KEY,
  normalizePagePath,
  notFoundPageAt,
  PAGE_LOCATION_METADATA,
  PAGE_STATUS_METADATA,
  RENDERED_PAGES_PREFIX,
  siteObjectKey,
} from '#shared/rendered-pages.ts';
import { API_PREFIX } from '#shared/route-paths.ts';
import { SEARCH_OBJECTS_PREFIX } from '#shared/search/search-contract.ts';
import { writeResult } from '../gateway/server';
import { healthEdgeCache } from './health-edge-cache';

/**
 * The preview server: CloudFront, played locally over the local S3 (docs/rendering.md). It answers
 * as the distribution does: `/api/health` from its 30 s edge cache (./health-edge-cache.ts), `/api/*` from the API, `/content/*` from the content bucket, `/media/*`
 * from the media bucket (the served sizes under `media/`, never an upload, an hour's Cache-Control), the feeds
 * from their API routes (or the `feeds` option's handler, with the preview's own address), and every other path from the site bucket the way the viewer functions map
 * it (shared/rendered-pages.ts siteObjectKey): a rendered page, the rendered not-found page with
 * 404 (also for a page whose item is gone), a 301 for a stored redirect (a post's earlier address), the SPA shell for the account and admin pages, or a
 * file of the build. An address with no page (a page of a rendered kind never rendered, or a path
 * that is no page and no screen of the SPA) answers 404 there with the not-found page naming it
 * (notFoundPageAt), as the origin-response function (Lambda@Edge) does in AWS.
 */
export interface PreviewServerOptions {
  port: number;
  s3: S3Client;
  siteBucket: string;
  contentBucket: string;
  mediaBucket: string;
  /** The API's base URL, `http://localhost:5000/api`. */
  apiUrl: string;
  /** CloudFront's security headers (infra/constructs/security-headers.ts): the CSP among them. */
  headers?: Record<string, string>;
  /** Answers a feed (its API path) in place of the API: the preview's own site address in its links. */
  feeds?: (request: IncomingMessage, apiPath: string) => Promise<APIGatewayProxyResultV2>;
}

export interface PreviewServer {
  url: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const typeOf = (key: string) => TYPES[path.extname(key)] ?? 'application/octet-stream';

/** The types CloudFront compresses (CachingOptimized: gzip and brotli), from 1,000 bytes up. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;
const MIN_COMPRESSED_BYTES = 1_000;

/**
 * The body as CloudFront sends it to this viewer: brotli when accepted, else gzip, else as stored.
 * Compressing matters here: the benchmark's Lighthouse runs time each download on a simulated
 * Slow 4G link, where the SPA's scripts uncompressed would take three times as long as in AWS.
 */
function encodeFor(accepted: string, type: string, body: Uint8Array): { body: Uint8Array; encoding?: string } {
  if (!COMPRESSIBLE.test(type) || body.length < MIN_COMPRESSED_BYTES) return { body };
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

/** Assets are content-hashed: kept a year. The shell and pages say for themselves. */
function cacheControlOf(key: string, stored: string | undefined): string {
  if (stored) return stored;
  if (key.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Uploads the SPA build (web/dist) to the site bucket, as the deploy's BucketDeployment does; the
 * renderer's `_pages/` and `_search/` are left alone.
 */
export async function uploadSpaBuild(s3: S3Client, bucket: string, directory: string): Promise<number> {
  await s3
    .send(new HeadBucketCommand({ Bucket: bucket }))
    .catch(() => s3.send(new CreateBucketCommand({ Bucket: bucket })));
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(directory, file).split(path.sep).join('/');
    if (key.startsWith(`${RENDERED_PAGES_PREFIX}/`) || key.startsWith(`${SEARCH_OBJECTS_PREFIX}/`)) continue;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: await readFile(file),
        ContentType: typeOf(key),
        CacheControl: cacheControlOf(key, undefined),
      }),
    );
    count += 1;
  }
  return count;
}

async function readObject(s3: S3Client, bucket: string, key: string) {
  try {
    return await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403 || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** Passes a request on to the API, as the distribution's `/api/*` behaviour does. */
function proxyToApi(request: IncomingMessage, response: ServerResponse, apiUrl: string, pathAndQuery: string) {
  const target = new URL(pathAndQuery, new URL(apiUrl).origin);
  const forwarded = http.request(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('The API did not answer.');
  });
  request.pipe(forwarded);
}

export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const extra = options.headers ?? {};
  const sendObject = async (
    request: IncomingMessage,
    response: ServerResponse,
    bucket: string,
    key: string,
    notFoundAt?: string,
    overrides: Readonly<Record<string, string>> = {},
  ): Promise<'sent' | 'missing'> => {
    const object = await readObject(options.s3, bucket, key);
    if (!object) return 'missing';
    const stored301 =
      object.Metadata?.[PAGE_STATUS_METADATA] === '301' ? object.Metadata[PAGE_LOCATION_METADATA] : undefined;
    const status =
      notFoundAt !== undefined || object.Metadata?.[PAGE_STATUS_METADATA] === '404' ? 404 : stored301 ? 301 : 200;
    const type = object.ContentType ?? typeOf(key);
    let stored = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    if (notFoundAt !== undefined && key === NOT_FOUND_PAGE_KEY) {
      stored = new TextEncoder().encode(notFoundPageAt(new TextDecoder().decode(stored), notFoundAt));
    }
    const { body, encoding } = encodeFor(String(request.headers['accept-encoding'] ?? ''), type, stored);
    response.writeHead(status, {
      'content-type': type,
      'cache-control': notFoundAt !== undefined ? NOT_FOUND_CACHE_CONTROL : cacheControlOf(key, object.CacheControl),
      'content-length': body.length,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(status === 301 && stored301 ? { location: stored301 } : {}),
      ...extra,
      ...overrides,
    });
    response.end(request.method === 'HEAD' ? undefined : Buffer.from(body));
    return 'sent';
  };

  /**
   * The paths CloudFront serves from a bucket other than the site's, each below its key prefix, with
   * the headers its behaviour's policy puts in place of the origin's: every image answer, a deleted
   * image's 403 included, says MEDIA_CACHE_CONTROL (infra/stacks/web-stack.ts).
   */
  const bucketOrigins: Array<{
    basePath: string;
    keyPrefix: string;
    bucket: string;
    overrides?: Record<string, string>;
  }> = [
    { basePath: CONTENT_BASE_PATH, keyPrefix: CONTENT_KEY_PREFIX, bucket: options.contentBucket },
    {
      basePath: MEDIA_BASE_PATH,
      keyPrefix: MEDIA_KEY_PREFIX,
      bucket: options.mediaBucket,
      overrides: { 'cache-control': MEDIA_CACHE_CONTROL },
    },
  ];

  const healthPath = `${API_PREFIX}/health`;
  const answerHealth = healthEdgeCache(options.apiUrl, healthPath);

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://preview.local');
    const method = request.method ?? 'GET';
    const handle = async () => {
      if (url.pathname === healthPath) return answerHealth(request, response, extra);
      if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
        return proxyToApi(request, response, options.apiUrl, `${url.pathname}${url.search}`);
      }
      const feed = SITE_FEEDS.find((candidate) => candidate.sitePath === url.pathname);
      if (feed && options.feeds) return writeResult(response, await options.feeds(request, feed.apiPath));
      if (feed) return proxyToApi(request, response, options.apiUrl, feed.apiPath);
      if (method !== 'GET' && method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD', ...extra });
        return response.end();
      }
      const origin = bucketOrigins.find((candidate) => url.pathname.startsWith(`${candidate.basePath}/`));
      if (origin) {
        const name = decodeURIComponent(url.pathname.slice(origin.basePath.length + 1));
        // A `..` segment never leaves the origin's key prefix (the media bucket's uploads stay unserved).
        const inside = !name.split('/').includes('..');
        const key = `${origin.keyPrefix}${name}`;
        if (
          !inside ||
          (await sendObject(request, response, origin.bucket, key, undefined, origin.overrides)) === 'missing'
        ) {
          response.writeHead(403, { 'content-type': 'application/xml', ...extra, ...origin.overrides });
          response.end('<Error><Code>AccessDenied</Code></Error>');
        }
        return;
      }
      const key = siteObjectKey(url.pathname);
      if ((await sendObject(request, response, options.siteBucket, key)) === 'sent') return;
      if (key === NOT_FOUND_PAGE_KEY) {
        // Not rendered yet (before the first render-all): the shell shows the SPA's own not-found page.
        if ((await sendObject(request, response, options.siteBucket, 'index.html')) === 'sent') return;
      }
      // The address as it was asked (percent-encoded), as the origin-response function names it: the key is decoded.
      const address = missingPagePath(key) === undefined ? undefined : normalizePagePath(url.pathname);
      if (address !== undefined) {
        // No page at this address: the not-found page, 404, here (the shell's own until it is rendered).
        if ((await sendObject(request, response, options.siteBucket, NOT_FOUND_PAGE_KEY, address)) === 'sent') return;
        if ((await sendObject(request, response, options.siteBucket, 'index.html', address)) === 'sent') return;
      }
      response.writeHead(403, { 'content-type': 'application/xml', ...extra });
      response.end('<Error><Code>AccessDenied</Code></Error>');
    };
    handle().catch((error: unknown) => {
      console.error('[preview]', error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The preview server could not read the bucket.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, 'localhost', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
