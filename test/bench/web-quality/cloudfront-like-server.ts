import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '#infra/constructs/security-headers.ts';
import { spaCacheControl } from '#infra/constructs/spa-cache-control.ts';
import { SPA_DEEP_LINK_CODE } from '#infra/constructs/spa-deep-link-function.ts';
import { CONTENT_BASE_PATH } from '#shared/content.ts';
import { API_PREFIX } from '#shared/routes.ts';

/**
 * The response headers policy of the Web stack (infra/constructs/security-headers.ts), added to
 * every answer whatever the origin sent, as CloudFront does.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** CloudFront compresses these types (with CachingOptimized) when the viewer accepts it. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

type ViewerRequestHandler = (event: { request: { uri: string } }) => { uri: string };

/** The very CloudFront Function the Web stack deploys for SPA deep links, run here as plain JS. */
const spaDeepLink = new Function(`${SPA_DEEP_LINK_CODE}\nreturn handler;`)() as ViewerRequestHandler;

export interface CloudFrontLikeServer {
  url: string;
  stop(): Promise<void>;
}

export interface CloudFrontLikeOptions {
  /** The built SPA (the SPA bucket's objects). */
  distDir: string;
  /** The local gateway's origin, e.g. http://localhost:5000: `/api/*` goes there. */
  apiOrigin: string;
  /** The content bucket's URL on the local S3, e.g. http://localhost:4569/portfolio-content-local. */
  contentBucketUrl: string;
}

function withSecurityHeaders(headers: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  return { ...headers, ...SECURITY_HEADERS };
}

/** Forwards a request to an origin and answers with its response plus the security headers. */
function forward(request: IncomingMessage, response: ServerResponse, target: URL): void {
  const headers = { ...request.headers, host: target.host };
  const upstream = http.request(target, { method: request.method, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, withSecurityHeaders(answer.headers));
    answer.pipe(response);
  });
  upstream.on('error', () => {
    response.writeHead(502, withSecurityHeaders({ 'content-type': 'text/plain' }));
    response.end('Bad gateway');
  });
  request.pipe(upstream);
}

/** Serves one object of the SPA bucket, compressed the way the viewer accepts (brotli first, like CloudFront). */
async function serveObject(request: IncomingMessage, response: ServerResponse, distDir: string, uri: string) {
  // A normalised absolute path cannot climb above the root, so the file stays inside distDir.
  const file = path.join(distDir, path.posix.normalize(decodeURIComponent(uri)));
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) {
    // A private bucket behind Origin Access Control answers a missing key with 403 AccessDenied.
    response.writeHead(403, withSecurityHeaders({ 'content-type': 'application/xml' }));
    response.end('<Error><Code>AccessDenied</Code></Error>');
    return;
  }
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  let body = await readFile(file);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': type,
    // The object metadata the Web stack uploads it with.
    'cache-control': spaCacheControl(uri),
    vary: 'Accept-Encoding',
  };
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.test(type) && body.length >= 1000) {
    if (/\bbr\b/.test(accepted)) {
      body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
  }
  headers['content-length'] = body.length;
  response.writeHead(200, withSecurityHeaders(headers));
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The site as CloudFront serves it, on one local origin: `/api/*` to the API (here the local
 * gateway), `/content/*` to the content bucket (here the local S3), everything else from the SPA
 * bucket through the deep-link function, with the security headers on every answer.
 */
export async function startCloudFrontLikeServer(options: CloudFrontLikeOptions): Promise<CloudFrontLikeServer> {
  const distDir = path.resolve(options.distDir);
  const bucket = new URL(options.contentBucketUrl);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(`${API_PREFIX}/`)) {
      forward(request, response, new URL(`${url.pathname}${url.search}`, options.apiOrigin));
    } else if (url.pathname.startsWith(`${CONTENT_BASE_PATH}/`)) {
      const bucketPath = `${bucket.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`;
      forward(request, response, new URL(bucketPath, bucket.origin));
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(403, withSecurityHeaders({ 'content-type': 'text/plain' }));
      response.end('Method not allowed on the SPA bucket');
    } else {
      const { uri } = spaDeepLink({ request: { uri: url.pathname } });
      serveObject(request, response, distDir, uri).catch(() => {
        response.writeHead(500, withSecurityHeaders({}));
        response.end();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
