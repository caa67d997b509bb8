import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { API_PREFIX, type RouteDefinition } from '#shared/routes.ts';
import { toGatewayEvent, toLambdaContext } from './event';
import { createRouteMatcher } from './route-matcher';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/** API Gateway's payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * After an answer given before a request's body is read (413, 404, ...), the gateway reads and
 * discards what the client still sends, up to this many bytes and this long, so the connection can
 * carry the client's next request. A body past either bound closes the connection instead.
 */
const MAX_DISCARD_BYTES = 16 * 1024 * 1024;
const DISCARD_TIMEOUT_MS = 3_000;
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export interface GatewayOptions {
  port: number;
  routes: readonly RouteDefinition[];
  handlers: ReadonlyMap<string, LambdaHandler>;
  corsOrigins: readonly string[];
  log?: (line: string) => void;
}

export interface LocalGateway {
  url: string;
  stop(): Promise<void>;
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(statusCode, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

type BodyRead =
  | { kind: 'body'; body: Buffer }
  /** Past `limit`; `drained` when the rest was read and discarded within the bounds. */
  | { kind: 'too-large'; drained: boolean }
  /** The client went away before the body ended. */
  | { kind: 'aborted' };

/**
 * Reads a request's body, keeping at most `limit` bytes. Past the limit it goes on reading and
 * discarding (up to MAX_DISCARD_BYTES more, for DISCARD_TIMEOUT_MS) rather than leaving the rest of
 * the body unread on the connection, where it would hold up the connection's next request.
 */
function readBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let discardTimer: NodeJS.Timeout | undefined;
    const finish = (result: BodyRead) => {
      clearTimeout(discardTimer);
      request.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      if (!discardTimer) {
        chunks.length = 0;
        discardTimer = setTimeout(() => finish({ kind: 'too-large', drained: false }), DISCARD_TIMEOUT_MS);
      }
      if (size > limit + MAX_DISCARD_BYTES) finish({ kind: 'too-large', drained: false });
    };
    const onEnd = () =>
      finish(size > limit ? { kind: 'too-large', drained: true } : { kind: 'body', body: Buffer.concat(chunks) });
    const onAbort = () => finish({ kind: 'aborted' });
    request.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}

/**
 * Before an answer that does not need the request's body: reads and discards it (bounded), so a
 * keep-alive connection is ready for its next request once the answer is sent. When the body is
 * past the bounds the answer says `Connection: close` and the connection ends after it, so the
 * client sends its next request on a new one instead of waiting on this one. False: the client
 * is gone, there is no one to answer.
 */
async function settleUnreadBody(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.readableEnded) return true;
  const read = await readBody(request, 0);
  if (read.kind === 'aborted') return false;
  if (read.kind === 'too-large' && !read.drained) closeAfterAnswer(response);
  return true;
}

/** The answer ends the connection (Node closes the socket once the response is written). */
function closeAfterAnswer(response: ServerResponse) {
  response.setHeader('connection', 'close');
}

/** Writes a Lambda proxy result the way API Gateway does, including the bare-object shorthand. */
export function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/**
 * The local stand-in for API Gateway: serves every route of the table at /api by invoking the
 * same handler modules Lambda runs, in-process, with payload 2.0 events.
 */
export async function startGateway(options: GatewayOptions): Promise<LocalGateway> {
  const matcher = createRouteMatcher(options.routes);
  const log = options.log ?? (() => undefined);

  const server = http.createServer(async (request, response) => {
    const started = performance.now();
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.on('finish', () => {
      log(`${method} ${url.pathname} ${response.statusCode} ${Math.round(performance.now() - started)}ms`);
    });

    const origin = request.headers.origin;
    if (method === 'OPTIONS') {
      if (!(await settleUnreadBody(request, response))) return;
      if (origin && options.corsOrigins.includes(origin)) {
        response.writeHead(204, {
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
          'access-control-allow-headers':
            request.headers['access-control-request-headers'] ?? 'content-type,authorization',
          'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
          vary: 'Origin',
        });
      } else response.writeHead(204);
      response.end();
      return;
    }

    const match = url.pathname.startsWith(`${API_PREFIX}/`) ? matcher.match(method, url.pathname) : undefined;
    if (!match || match === 'method-not-allowed') {
      if (await settleUnreadBody(request, response)) sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    const handler = options.handlers.get(match.route.group);
    if (!handler) {
      if (await settleUnreadBody(request, response)) {
        sendJson(response, 500, { message: `No handler loaded for endpoint group ${match.route.group}` });
      }
      return;
    }
    const read = await readBody(request, MAX_BODY_BYTES);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too-large') {
      if (!read.drained) closeAfterAnswer(response);
      sendJson(response, 413, { message: 'Request Entity Too Large' });
      return;
    }
    const body = read.body;
    const event = toGatewayEvent(
      {
        url: request.url ?? '/',
        rawHeaders: request.rawHeaders,
        body,
        httpVersion: request.httpVersion,
        remoteAddress: request.socket.remoteAddress,
      },
      match,
    );
    try {
      const result = await handler(event, toLambdaContext(match.route.group, event.requestContext.requestId));
      writeResult(response, result);
    } catch (error) {
      // What API Gateway answers when the function itself fails.
      console.error(`[api] ${match.routeKey} threw`, error);
      sendJson(response, 500, { message: 'Internal Server Error' });
    }
  });

  // Longer than clients keep idle sockets, so the server never closes one a client is reusing.
  server.keepAliveTimeout = 65_000;
  server.listen(options.port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://localhost:${options.port}${API_PREFIX}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
