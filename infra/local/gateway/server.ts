import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { API_PREFIX, type RouteDefinition } from '#shared/routes.ts';
import { toGatewayEvent, toLambdaContext } from './event';
import { createRouteMatcher } from './route-matcher';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/** API Gateway's payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
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

async function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Writes a Lambda proxy result the way API Gateway does, including the bare-object shorthand. */
function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2) {
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
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    const handler = options.handlers.get(match.route.group);
    if (!handler) {
      sendJson(response, 500, { message: `No handler loaded for endpoint group ${match.route.group}` });
      return;
    }
    const body = await readBody(request);
    if (body === 'too-large') {
      sendJson(response, 413, { message: 'Request Entity Too Large' });
      return;
    }
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
