import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  /** The proxy's origin, `http://127.0.0.1:<port>`: an endpoint to hand the clients instead of the target's. */
  url: string;
  /** Requests by the name `classify` gave them, since the start or the last `reset()`. */
  counts: Map<string, number>;
  /** Milliseconds from each request to the end of its answer, by name, since the start or the last `reset()`. */
  durationsMs: Map<string, number[]>;
  reset(): void;
  stop(): Promise<void>;
}

/**
 * An HTTP proxy that passes every request to `target` unchanged (the Host header too, so a request
 * signed for the proxy's address is still valid there) and counts it under the name `classify`
 * gives it. The benchmark puts one in front of DynamoDB Local, the local S3 and the local API
 * gateway of its own stack, to count what a page view costs there.
 */
export async function startCountingProxy(
  target: string,
  classify: (request: http.IncomingMessage) => string,
): Promise<CountingProxy> {
  const targetUrl = new URL(target);
  const counts = new Map<string, number>();
  const durationsMs = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const started = performance.now();
    const name = classify(request);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const forwarded = http.request(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('end', () => {
          const durations = durationsMs.get(name) ?? [];
          durations.push(performance.now() - started);
          durationsMs.set(name, durations);
        });
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    durationsMs,
    reset: () => {
      counts.clear();
      durationsMs.clear();
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
