import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteMatcher } from '#infra/local/gateway/route-matcher.ts';
import { type LambdaHandler, type LocalGateway, startGateway } from '#infra/local/gateway/server.ts';
import { claimPort } from '#infra/local/services/ports.ts';
import type { RouteDefinition } from '#shared/routes.ts';

const testRoutes: RouteDefinition[] = [
  { method: 'GET', path: '/users/{id}', group: 'echo', access: 'public' },
  { method: 'GET', path: '/users/email/{email}', group: 'echo', access: 'public' },
  { method: 'POST', path: '/users/{id}/restore', group: 'echo', access: 'public' },
  { method: 'POST', path: '/upload', group: 'echo', access: 'public' },
  { method: 'GET', path: '/broken', group: 'broken', access: 'public' },
];

let gateway: LocalGateway;
let lastEvent: APIGatewayProxyEventV2;

beforeAll(async () => {
  const echo: LambdaHandler = async (event) => {
    lastEvent = event;
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: ['a=1', 'b=2'],
      body: '{"ok":true}',
    };
  };
  const broken: LambdaHandler = async () => {
    throw new Error('boom');
  };
  gateway = await startGateway({
    port: await claimPort('api', 0),
    routes: testRoutes,
    handlers: new Map([
      ['echo', echo],
      ['broken', broken],
    ]),
    corsOrigins: ['http://localhost:5173'],
  });
});

afterAll(() => gateway.stop());

describe('local API gateway', () => {
  it('builds payload 2.0 events with route key, decoded path parameters and raw query', async () => {
    await fetch(`${gateway.url}/users/email/ada%40example.com?tag=a&tag=b&q=x%20y`);
    expect(lastEvent.version).toBe('2.0');
    expect(lastEvent.routeKey).toBe('GET /api/users/email/{email}');
    expect(lastEvent.requestContext.routeKey).toBe('GET /api/users/email/{email}');
    expect(lastEvent.pathParameters).toEqual({ email: 'ada@example.com' });
    expect(lastEvent.rawPath).toBe('/api/users/email/ada@example.com');
    expect(lastEvent.rawQueryString).toBe('tag=a&tag=b&q=x%20y');
    expect(lastEvent.queryStringParameters).toEqual({ tag: 'a,b', q: 'x y' });
    expect(lastEvent.requestContext.http.method).toBe('GET');
  });

  it('prefers literal segments over parameters, like API Gateway', async () => {
    await fetch(`${gateway.url}/users/42`);
    expect(lastEvent.routeKey).toBe('GET /api/users/{id}');
    await fetch(`${gateway.url}/users/42/restore`, { method: 'POST' });
    expect(lastEvent.routeKey).toBe('POST /api/users/{id}/restore');
    expect(lastEvent.pathParameters).toEqual({ id: '42' });
  });

  it('moves cookies out of the headers and lower-cases header names', async () => {
    await fetch(`${gateway.url}/users/1`, { headers: { Cookie: 'session=abc; theme=dark', 'X-Custom': 'yes' } });
    expect(lastEvent.cookies).toEqual(['session=abc', 'theme=dark']);
    expect(lastEvent.headers.cookie).toBeUndefined();
    expect(lastEvent.headers['x-custom']).toBe('yes');
  });

  it('passes JSON bodies as text and binary bodies base64-encoded', async () => {
    await fetch(`${gateway.url}/upload`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(lastEvent.isBase64Encoded).toBe(false);
    expect(lastEvent.body).toBe('{"a":1}');
    const bytes = new Uint8Array([0, 255, 1, 2]);
    await fetch(`${gateway.url}/upload`, { method: 'POST', body: bytes, headers: { 'content-type': 'image/png' } });
    expect(lastEvent.isBase64Encoded).toBe(true);
    expect(Buffer.from(lastEvent.body ?? '', 'base64')).toEqual(Buffer.from(bytes));
  });

  it('writes the result status, headers and every cookie', async () => {
    const response = await fetch(`${gateway.url}/users/1`);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers 404 Not Found for a path or method outside the table', async () => {
    for (const [method, path] of [
      ['GET', '/nothing'],
      ['DELETE', '/users/1'],
    ]) {
      const response = await fetch(`${gateway.url}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 500 like API Gateway when a function throws', async () => {
    const response = await fetch(`${gateway.url}/broken`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers CORS preflights for allowed origins only', async () => {
    const allowed = await fetch(`${gateway.url}/upload`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(`${gateway.url}/upload`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

interface ClientAnswer {
  status: number;
  connection: string | undefined;
  body: string;
  /** Sent on a connection an earlier request of the same agent had used. */
  reusedSocket: boolean;
}

/** One request through node:http with `agent`, as a keep-alive client sends it; fails instead of hanging. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<ClientAnswer> {
  const url = new URL(`${gateway.url}${path}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent,
        headers: { 'content-length': body?.length ?? 0 },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: Buffer.concat(chunks).toString(),
            reusedSocket: request.reusedSocket,
          }),
        );
      },
    );
    request.setTimeout(5_000, () => request.destroy(new Error(`${method} ${path}: no answer within 5 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

describe('local API gateway, answers given before the body is read', () => {
  const keepAlive = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

  it('answers the next request on a keep-alive connection after a 413', async () => {
    const agent = keepAlive();
    try {
      const tooLarge = await send(agent, 'POST', '/upload', Buffer.alloc(11 * 1024 * 1024, 'a'));
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toEqual({ message: 'Request Entity Too Large' });
      // The rest of the body was read and discarded, so the same connection carries the next request.
      const next = await send(agent, 'GET', '/users/1');
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
      expect((await send(agent, 'POST', '/upload', Buffer.from('{"a":1}'))).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers the next request after a 404 to a request with a body', async () => {
    const agent = keepAlive();
    try {
      expect((await send(agent, 'POST', '/nothing', Buffer.alloc(2 * 1024 * 1024, 'b'))).status).toBe(404);
      const next = await send(agent, 'GET', '/users/1');
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('closes the connection after its 413 when the client stops sending the rest of the body', async () => {
    const socket = net.connect(Number(new URL(gateway.url).port), '127.0.0.1');
    await once(socket, 'connect');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = once(socket, 'close');
    socket.write(
      'POST /api/upload HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Length: 12582912\r\n\r\n',
    );
    // Just past the 10 MB limit, then nothing more of the 12 MB announced.
    socket.write(Buffer.alloc(10 * 1024 * 1024 + 1, 'c'));
    const started = Date.now();
    await closed;
    const answer = Buffer.concat(received).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(Date.now() - started).toBeLessThan(10_000);
    // A client's next request goes out on a new connection and is answered.
    const agent = keepAlive();
    try {
      expect((await send(agent, 'GET', '/users/1')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('route matcher', () => {
  it('refuses malformed percent-encoding instead of throwing', () => {
    const matcher = createRouteMatcher(testRoutes);
    expect(matcher.match('GET', '/api/users/%E0%A4%A')).toBeUndefined();
  });
});
